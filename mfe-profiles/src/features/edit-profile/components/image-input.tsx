import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { FieldError, Label } from '@stackfolio/shared-ui';
import type { ProfileFormInput } from '../model/profile-form-schema';

type ImageField = 'avatar' | 'headerImage';

const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
`;

/** A labelled image picker bound to the form; the schema refuses non-images (docs/product.md §5). */
export function ImageInput({
  field,
  label,
  hint,
}: {
  field: ImageField;
  label: string;
  hint?: string;
}) {
  const { setValue, formState } = useFormContext<ProfileFormInput>();
  const error = formState.errors[field]?.message;
  const id = `profile-${field}`;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setValue(field, file, { shouldDirty: true, shouldValidate: true });
        }}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{String(error)}</FieldError>}
    </div>
  );
}
