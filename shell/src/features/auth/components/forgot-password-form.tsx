import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@stackfolio/shared-ui/router';
import { Button, Input } from '@stackfolio/shared-ui';
import { SIMULATED_RESET_DELAY_MS } from '../../../constants';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../auth-schemas';
import { Links } from './auth-layout';
import { fieldA11y, FormField } from './form-field';

type Step = 'form' | 'pending' | 'sent';

/**
 * docs/product.md §2/§4 Forgot password: form → pending ('Sending Instructions...', 1.5 s) → confirmation.
 * No request is sent: the product has no reset e-mail yet, and the confirmation never says
 * whether the account exists.
 */
export function ForgotPasswordForm() {
  const [step, setStep] = useState<Step>('form');
  const [sentTo, setSentTo] = useState('');
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

  const onSubmit = handleSubmit(({ email }) => {
    setStep('pending');
    timer.current = setTimeout(() => {
      setSentTo(email);
      setStep('sent');
    }, SIMULATED_RESET_DELAY_MS);
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
          <Link to="/login">← Back to sign in</Link>
        </Links>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password">
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldA11y('forgot-email', errors.email?.message)}
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormField>
      <Button type="submit" disabled={step === 'pending'} style={{ width: '100%' }}>
        {step === 'pending' ? 'Sending Instructions...' : 'Send Reset Instructions'}
      </Button>
      <Links>
        <Link to="/login">← Back to sign in</Link>
      </Links>
    </form>
  );
}
