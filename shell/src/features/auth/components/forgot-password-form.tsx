import { paths } from '@stackfolio/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, Input, useHydrated } from '@stackfolio/shared-ui';
import { SIMULATED_RESET_DELAY_MS } from '../../../constants';
import { requestPasswordReset } from '../../account';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../auth-schemas';
import { ErrorBanner, Links } from './auth-layout';
import { fieldA11y, FormField } from './form-field';

type Step = 'form' | 'pending' | 'sent';

/**
 * docs/product.md §2/§4 Forgot password: form → pending ('Sending Instructions...', at least 1.5 s) →
 * confirmation. The address goes to POST /api/account/forgot-password, which answers
 * the same whether or not the account exists; the confirmation never says which. Only a refusal
 * (a throttled or invalid request) keeps the form, with the server's message.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>('form');
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = handleSubmit(async ({ email }) => {
    setStep('pending');
    setError(null);
    const minimum = new Promise((resolve) => {
      timer.current = setTimeout(resolve, SIMULATED_RESET_DELAY_MS);
    });
    try {
      await Promise.all([requestPasswordReset(email), minimum]);
      setSentTo(email);
      setStep('sent');
    } catch (err) {
      setError(apiErrorMessage(err, 'Could not send reset instructions. Please try again.'));
      setStep('form');
    }
  });

  if (step === 'sent') {
    return (
      <div role="status">
        <h2>Check Your Email</h2>
        <p>
          If an account with <strong>{sentTo}</strong> exists, you will receive password reset
          instructions shortly.
        </p>
        <p>
          Didn&apos;t receive the email? Check your spam folder or{' '}
          <Button $variant="ghost" onClick={() => setStep('form')}>
            try again
          </Button>
        </p>
        <Links>
          <Link to={paths.login()}>← Back to sign in</Link>
        </Links>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password">
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldA11y('forgot-email', errors.email?.message)}
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <Button type="submit" disabled={step === 'pending' || !hydrated} $block>
        {step === 'pending' ? 'Sending Instructions...' : 'Send Reset Instructions'}
      </Button>
      <Links>
        <Link to={paths.login()}>← Back to sign in</Link>
      </Links>
    </form>
  );
}
