import { useFormContext } from 'react-hook-form';
import { TextField as SharedTextField } from '@stackfolio/shared-ui';
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
  return (
    <SharedTextField
      id={`profile-${name}`}
      label={label}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );
}
