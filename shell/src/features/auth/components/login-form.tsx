import { paths } from '@stackfolio/contract';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, Input, useHydrated } from '@stackfolio/shared-ui';
import { AFTER_LOGIN_REDIRECT_MS, MESSAGES } from '../../../constants';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../auth-schemas';
import { AsideLink, ErrorBanner, Links } from './auth-layout';
import { LoginCodeForm } from './login-code-form';
import { fieldA11y, FormField } from './form-field';
import { PasswordInput } from './password-input';

/** docs/product.md §2 Login: on success the token is stored and the user goes to / about 100 ms later. */
export function LoginForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const mutation = useLogin();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => () => clearTimeout(redirect.current), []);

  const goHome = () => {
    redirect.current = setTimeout(() => navigate(paths.home()), AFTER_LOGIN_REDIRECT_MS);
  };
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (result) => {
        if ('token' in result) goHome();
      },
    }),
  );
  const pending = mutation.isPending || mutation.isSuccess;

  // The password was right; the account asks for its second factor.
  if (mutation.data && 'twoFactorRequired' in mutation.data) {
    return <LoginCodeForm onSignedIn={goHome} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      {mutation.isError && (
        <ErrorBanner>{apiErrorMessage(mutation.error, MESSAGES.loginFailed)}</ErrorBanner>
      )}
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldA11y('login-email', errors.email?.message)}
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...fieldA11y('login-password', errors.password?.message)}
          {...register('password')}
          toggleLabel="password"
          autoComplete="current-password"
        />
      </FormField>
      <AsideLink>
        <Link to={paths.forgotPassword()}>Forgot your password?</Link>
      </AsideLink>
      <Button type="submit" disabled={pending || !hydrated} $block>
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
      <Links>
        Don&apos;t have an account? <Link to={paths.register()}>Create one for free</Link>
      </Links>
      <Links>
        <Link to={paths.home()}>← Back to home</Link>
      </Links>
    </form>
  );
}
