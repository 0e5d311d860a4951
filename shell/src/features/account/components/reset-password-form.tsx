import { paths } from '@stackfolio/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, useHydrated } from '@stackfolio/shared-ui';
import { resetPassword } from '../api/account-requests';
import { ErrorBanner, Links, NewPasswordFields } from '../../auth';
import { resetPasswordSchema, type ResetPasswordValues } from '../reset-password-schema';

/**
 * /reset-password?token=…: a new password and its confirmation (the spec's password rules), sent
 * with the mailed token. Success says so and offers sign-in; a dead link offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      setDone((await resetPassword(token, password)).message);
    } catch (err) {
      setError(apiErrorMessage(err, 'Could not reset your password. Please try again.'));
    }
  });

  if (done) {
    return (
      <div role="status">
        <h2>Password Reset</h2>
        <p>{done}</p>
        <Links>
          <Link to={paths.login()}>Sign in</Link>
        </Links>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {error && (
        <ErrorBanner>
          {error} <Link to={paths.forgotPassword()}>Request a new link</Link>
        </ErrorBanner>
      )}
      <NewPasswordFields
        idPrefix="reset"
        password={{
          label: 'New password',
          error: errors.password?.message,
          field: register('password'),
        }}
        confirm={{
          label: 'Confirm new password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" disabled={isSubmitting || !hydrated} $block>
        {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
      </Button>
      <Links>
        <Link to={paths.login()}>← Back to sign in</Link>
      </Links>
    </form>
  );
}
