import { paths } from '@stackfolio/contract';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, useDocumentMeta } from '@stackfolio/shared-ui';
import { confirmEmail } from '../features/account/api/account-requests';
import { AuthLayout, ErrorBanner, Links } from '../features/auth/components/auth-layout';

/**
 * /confirm-email?token=…: the link mailed to a new address. The change waits for a
 * click, so a mail scanner that fetches the link changes nothing.
 */
export function ConfirmEmailPage() {
  useDocumentMeta('Confirm email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useMutation({ mutationFn: () => confirmEmail(token) });
  return (
    <AuthLayout title="Confirm Email" lead="Make this the email address of your account.">
      {mutation.isSuccess ? (
        <p role="status">{mutation.data.message}</p>
      ) : (
        <>
          {mutation.isError && (
            <ErrorBanner>
              {apiErrorMessage(mutation.error, 'This confirmation link is invalid or has expired.')}
            </ErrorBanner>
          )}
          <Button onClick={() => mutation.mutate()} disabled={!token || mutation.isPending} $block>
            {mutation.isPending ? 'Confirming...' : 'Confirm New Email'}
          </Button>
        </>
      )}
      <Links>
        <Link to={paths.settings()}>Account settings</Link>
      </Links>
    </AuthLayout>
  );
}
