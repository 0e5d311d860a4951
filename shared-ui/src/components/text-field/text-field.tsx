import type { ComponentProps, ReactNode } from 'react';
import { FieldError, Input, Label } from '../input/input';

export interface TextFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  id: string;
  label: ReactNode;
  /** A validation message; marks the input invalid and is announced (role="alert"). */
  error?: string;
  /** A short help line under the input, linked with aria-describedby. */
  hint?: ReactNode;
}

/**
 * A labelled text input with its hint and error linked for screen readers. Form-library agnostic:
 * spread react-hook-form's `register(name)` into it (its ref is passed through as a prop).
 */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && <small id={hintId}>{hint}</small>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </div>
  );
}
