import { useDocumentMeta } from '@stackfolio/shared-ui';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginForm } from '../features/auth/components/login-form';

/** /login (docs/product.md §2). */
export function LoginPage() {
  useDocumentMeta('Sign in', 'Sign in to your Stackfolio account.');
  return (
    <AuthLayout title="Welcome Back" lead="Sign in to your Stackfolio account">
      <LoginForm />
    </AuthLayout>
  );
}
