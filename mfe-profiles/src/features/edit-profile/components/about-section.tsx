import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { FieldError, Label, TextArea } from '@stackfolio/shared-ui';
import { BIO_MAX_LENGTH } from '../../../constants';
import type { ProfileFormInput } from '../model/profile-form-schema';
import { FormSection } from './form-section';

const Counter = styled.p<{ $over: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  text-align: right;
  font-size: 0.875rem;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/** About Me: the bio with a live character counter against the 500 limit (docs/product.md §5). */
export function AboutSection() {
  const { register, formState } = useFormContext<ProfileFormInput>();
  const bio = useWatch<ProfileFormInput, 'bio'>({ name: 'bio' }) ?? '';
  const error = formState.errors.bio?.message;
  return (
    <FormSection id="section-about" title="About Me">
      <div>
        <Label htmlFor="profile-bio">Bio</Label>
        <TextArea
          id="profile-bio"
          placeholder="Tell visitors about your experience, interests and what you are building."
          aria-invalid={error ? true : undefined}
          aria-describedby={['profile-bio-count', error && 'profile-bio-error']
            .filter(Boolean)
            .join(' ')}
          {...register('bio')}
        />
        <Counter id="profile-bio-count" $over={bio.length > BIO_MAX_LENGTH}>
          {bio.length}/{BIO_MAX_LENGTH} characters
        </Counter>
        {error && <FieldError id="profile-bio-error">{error}</FieldError>}
      </div>
    </FormSection>
  );
}
