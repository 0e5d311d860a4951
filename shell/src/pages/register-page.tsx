import { useDocumentMeta } from '@stackfolio/shared-ui';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { RegisterForm } from '../features/auth/components/register-form';

/** /register (docs/product.md §2). */
export function RegisterPage() {
  useDocumentMeta(
    'Create your account',
    'Join the community of IT professionals on Stackfolio for free.',
  );
  return (
    <AuthLayout title="Create Your Account" lead="Join the community of IT professionals for free">
      <RegisterForm />
    </AuthLayout>
  );
}
