import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { secondFactorOf, TWO_FACTOR_MESSAGES } from '@stackfolio/contract';
import { apiErrorMessage, Button, Input } from '@stackfolio/shared-ui';
import { useLoginTwoFactor } from '../api/login';
import { ErrorBanner } from './auth-layout';
import { fieldA11y, FormField } from './form-field';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * The sign-in's second step for an account with two-factor authentication: a code from the
 * authenticator app or a recovery code, and optionally "Remember this browser for 30 days".
 */
export function LoginCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const mutation = useLoginTwoFactor();
  const [typed, setTyped] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const factor = secondFactorOf(typed);
    if (!factor.code && !factor.recoveryCode) {
      setError(TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    setError(undefined);
    mutation.mutate({ ...factor, remember }, { onSuccess: onSignedIn });
  };
  const pending = mutation.isPending || mutation.isSuccess;

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor authentication">
      {mutation.isError && (
        <ErrorBanner>
          {apiErrorMessage(mutation.error, TWO_FACTOR_MESSAGES.invalidCode)}
        </ErrorBanner>
      )}
      <p>Enter the code from your authenticator app, or one of your recovery codes.</p>
      <FormField id="login-code" label="Authentication code or recovery code" error={error}>
        <Input
          {...fieldA11y('login-code', error)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="one-time-code"
          spellCheck={false}
          autoFocus
        />
      </FormField>
      <Check>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {TWO_FACTOR_MESSAGES.rememberBrowser}
      </Check>
      <Button type="submit" disabled={pending} $block>
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
    </form>
  );
}
