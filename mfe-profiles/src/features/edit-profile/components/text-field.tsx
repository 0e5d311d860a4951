import { useFormContext } from 'react-hook-form';
import { FieldError, Input, Label } from '@stackfolio/shared-ui';
import type { ProfileFormInput } from '../model/profile-form-schema';

type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'location'
  | 'githubUrl'
  | 'linkedinUrl'
  | 'youtubeUrl'
  | 'twitterUrl';

/** A labelled text input registered with the profile form, with its error linked for screen readers. */
export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
}: {
  name: TextFieldName;
  label: string;
  type?: 'text' | 'url';
  placeholder?: string;
  autoComplete?: string;
}) {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const error = formState.errors[name]?.message;
  const id = `profile-${name}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
