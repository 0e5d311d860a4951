import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldA11y, FormField } from './form-field';
import { PasswordInput } from './password-input';

export interface NewPasswordField {
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}

/**
 * A new password and its confirmation (registration, password reset): two labelled password
 * inputs with show/hide toggles named after their labels, `autocomplete="new-password"`, and
 * their error lines.
 */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
}: {
  idPrefix: string;
  password: NewPasswordField;
  confirm: NewPasswordField;
}) {
  return (
    <>
      {[
        { id: `${idPrefix}-password`, ...password },
        { id: `${idPrefix}-confirm-password`, ...confirm },
      ].map(({ id, label, error, field }) => (
        <FormField key={id} id={id} label={label} error={error}>
          <PasswordInput
            {...fieldA11y(id, error)}
            {...field}
            toggleLabel={label.toLowerCase()}
            autoComplete="new-password"
          />
        </FormField>
      ))}
    </>
  );
}
