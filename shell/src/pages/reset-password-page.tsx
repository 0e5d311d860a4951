import { paths } from '@stackfolio/contract';
import { Link, useSearchParams } from '@stackfolio/shared-ui/router';
import { useDocumentMeta } from '@stackfolio/shared-ui';
import { AuthLayout, Links } from '../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';

/** /reset-password?token=…: the page the reset mail links to. */
export function ResetPasswordPage() {
  useDocumentMeta('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title="Reset Password" lead="Choose a new password for your Stackfolio account.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert">
          <p>This password reset link is incomplete. Open the link from the email again.</p>
          <Links>
            <Link to={paths.forgotPassword()}>Request a new link</Link>
          </Links>
        </div>
      )}
    </AuthLayout>
  );
}
