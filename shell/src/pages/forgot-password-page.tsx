import { useDocumentMeta } from '@stackfolio/shared-ui';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

/** /forgot-password (docs/product.md §2). */
export function ForgotPasswordPage() {
  useDocumentMeta('Forgot password');
  return (
    <AuthLayout
      title="Forgot Password?"
      lead="Enter your email address and we'll send you instructions to reset your password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
