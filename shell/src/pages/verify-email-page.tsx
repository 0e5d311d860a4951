import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, paths } from '@stackfolio/contract';
import { Link, useSearchParams } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, CURRENT_USER_KEY, Spinner, useDocumentMeta } from '@stackfolio/shared-ui';
import { verifyEmail } from '../features/account/api/account-requests';
import { AuthLayout, ErrorBanner, Links } from '../features/auth/components/auth-layout';

/**
 * /verify-email?token=…: the link mailed at sign-up. Opening it confirms the address (the page
 * posts the token once) and says how that went; the banner goes with the refreshed user.
 */
export function VerifyEmailPage() {
  useDocumentMeta('Confirm your e-mail address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationFn: () => verifyEmail(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
  // Once per token: a link is single use, so a second post (React's development re-run of
  // effects) would report the link as used.
  const posted = useRef('');
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate();
  }, [token, mutate]);

  return (
    <AuthLayout title="Confirm your e-mail address" lead="Confirming opens uploads and comments.">
      {!token && <ErrorBanner>{ACCOUNT_MESSAGES.verifyLinkInvalid}</ErrorBanner>}
      {mutation.isPending && (
        <p role="status">
          <Spinner /> <span className="sr-only">Confirming your e-mail address…</span>
        </p>
      )}
      {mutation.isSuccess && <p role="status">{mutation.data.message}</p>}
      {mutation.isError && (
        <ErrorBanner>
          {apiErrorMessage(mutation.error, ACCOUNT_MESSAGES.verifyLinkInvalid)}
        </ErrorBanner>
      )}
      <Links>
        <Link to={paths.home()}>Go to your dashboard</Link>
      </Links>
    </AuthLayout>
  );
}
