import { Input } from '@stackfolio/shared-ui';
import { fieldA11y, FormField } from '../../auth';
import { useTwoFactorStatus } from '../api';

/**
 * The authenticator code a sensitive change asks for when two-factor authentication is on
 * (a recovery code works too); renders nothing when it is off.
 */
export function SecondFactorField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const status = useTwoFactorStatus();
  if (!status.data?.totp) return null;
  return (
    <FormField id={props.id} label="Authentication code or recovery code" error={props.error}>
      <Input
        {...fieldA11y(props.id, props.error)}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete="one-time-code"
        spellCheck={false}
      />
    </FormField>
  );
}
