import { EMAIL_PREFERENCE_MESSAGES, paths } from '@stackfolio/contract';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, useDocumentMeta } from '@stackfolio/shared-ui';
import { unsubscribe } from '../features/notifications/api/email-preferences';
import { AuthLayout, ErrorBanner, Links } from '../features/auth/components/auth-layout';

/**
 * /unsubscribe?token=…: the link at the foot of a notification mail. Nothing changes until the
 * button is pressed, so a mail scanner that opens the link turns nothing off; mail clients use
 * the one-click POST of the List-Unsubscribe header instead.
 */
export function UnsubscribePage() {
  useDocumentMeta(EMAIL_PREFERENCE_MESSAGES.unsubscribeTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useMutation({ mutationFn: () => unsubscribe(token) });
  return (
    <AuthLayout
      title={EMAIL_PREFERENCE_MESSAGES.unsubscribeTitle}
      lead={EMAIL_PREFERENCE_MESSAGES.unsubscribeLead}
    >
      {mutation.isSuccess ? (
        <p role="status">{mutation.data.message}</p>
      ) : (
        <>
          {(mutation.isError || !token) && (
            <ErrorBanner>
              {mutation.isError
                ? apiErrorMessage(mutation.error, EMAIL_PREFERENCE_MESSAGES.linkInvalid)
                : EMAIL_PREFERENCE_MESSAGES.linkInvalid}
            </ErrorBanner>
          )}
          <Button onClick={() => mutation.mutate()} disabled={!token || mutation.isPending} $block>
            {mutation.isPending ? 'Turning off...' : EMAIL_PREFERENCE_MESSAGES.unsubscribeButton}
          </Button>
        </>
      )}
      <Links>
        <Link to={paths.settings()}>E-mail settings</Link>
      </Links>
    </AuthLayout>
  );
}
