import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { secondFactorOf, TWO_FACTOR_MESSAGES, type TotpSetupResponse } from '@stackfolio/contract';
import { apiErrorMessage, Button, Card, CardTitle, Input, toast } from '@stackfolio/shared-ui';
import { fieldA11y, FormField } from '../../auth';
import {
  disableTwoFactor,
  enableTotp,
  regenerateRecoveryCodes,
  setupTotp,
  TWO_FACTOR_KEY,
  useTwoFactorStatus,
} from '../api';
import { RecoveryCodes } from './recovery-codes';

const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  font-size: 1rem;
  letter-spacing: 0.05em;
`;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  background: #fff;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: apiErrorMessage(error, 'Please try again.'),
    variant: 'destructive',
  });

/**
 * Settings → Two-factor authentication: set up an authenticator app (QR code or key, confirmed
 * with a first code), see the recovery codes once, turn it off or get new recovery codes (each
 * asks for a code or a recovery code).
 */
export function TwoFactorCard() {
  const client = useQueryClient();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: TWO_FACTOR_KEY });

  const start = useMutation({
    mutationFn: setupTotp,
    onSuccess: (result) => {
      setSetup(result);
      setCode('');
    },
    onError: failed('Could not start the set-up'),
  });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: ({ recoveryCodes }) => {
      setSetup(null);
      setCode('');
      setCodes(recoveryCodes);
      toast({ title: TWO_FACTOR_MESSAGES.enabled, variant: 'success' });
      void refresh();
    },
    onError: failed('Could not turn on two-factor authentication'),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: ({ message }) => {
      setCode('');
      toast({ title: message, variant: 'success' });
      void refresh();
    },
    onError: failed('Could not turn off two-factor authentication'),
  });
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => {
      setCode('');
      setCodes(recoveryCodes);
      void refresh();
    },
    onError: failed('Could not make new recovery codes'),
  });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.trim());
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <p role="status">Loading…</p>;
  } else if (status.isError) {
    body = <p role="alert">{apiErrorMessage(status.error, 'Could not load this setting.')}</p>;
  } else if (status.data.totp) {
    const busy = disable.isPending || regenerate.isPending;
    body = (
      <form
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-labelledby="two-factor-title"
      >
        <p>
          On: sign-in asks for a code from your authenticator app. {status.data.recoveryCodesLeft}{' '}
          of 10 recovery codes left.
        </p>
        <FormField id="two-factor-manage-code" label="Authentication code or recovery code">
          <Input
            {...fieldA11y('two-factor-manage-code', undefined)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            spellCheck={false}
          />
        </FormField>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy || !code.trim()}
            onClick={() => regenerate.mutate(secondFactorOf(code))}
          >
            New recovery codes
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={busy || !code.trim()}
            onClick={() => disable.mutate(secondFactorOf(code))}
          >
            Turn off
          </Button>
        </Actions>
      </form>
    );
  } else if (setup) {
    body = (
      <form onSubmit={confirm} noValidate aria-labelledby="two-factor-title">
        <p>Scan this QR code with your authenticator app:</p>
        <Qr src={setup.qrCode} alt="QR code to add Stackfolio to your authenticator app" />
        <p>
          Or enter this key in the app: <Secret aria-label="Setup key">{setup.secret}</Secret>
        </p>
        <FormField id="two-factor-setup-code" label="Code from the app">
          <Input
            {...fieldA11y('two-factor-setup-code', undefined)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </FormField>
        <Actions>
          <Button type="submit" disabled={enable.isPending || !code.trim()}>
            {enable.isPending ? 'Turning On...' : 'Turn on'}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setSetup(null)}>
            Cancel
          </Button>
        </Actions>
      </form>
    );
  } else {
    body = (
      <>
        <p>Off. Add a code from an authenticator app to your sign-in.</p>
        <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
          Set up authenticator app
        </Button>
      </>
    );
  }

  return (
    <Card aria-labelledby="two-factor-title">
      <CardTitle id="two-factor-title">Two-factor authentication</CardTitle>
      {body}
    </Card>
  );
}
