import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Avatar } from '@stackfolio/shared-ui';
import type { ProfileFormInput } from '../model/profile-form-schema';
import { FieldGrid, FormSection } from './form-section';
import { ImageInput } from './image-input';
import { TextField } from './text-field';
import { useObjectUrl } from './use-object-url';

const AvatarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Basic Information: avatar (previewed before saving), first and last name, job title, location. */
export function BasicInfoSection({ currentAvatarUrl }: { currentAvatarUrl: string | null }) {
  const [file, firstName, lastName] = useWatch<
    ProfileFormInput,
    ['avatar', 'firstName', 'lastName']
  >({
    name: ['avatar', 'firstName', 'lastName'],
  });
  const chosen = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <FormSection id="section-basic-info" title="Basic Information">
      <AvatarRow>
        <Avatar
          src={chosen ?? currentAvatarUrl}
          name={chosen ? 'New avatar preview' : name || 'Your avatar'}
          fallback={firstName?.trim().charAt(0).toUpperCase()}
          size={80}
        />
        <ImageInput field="avatar" label="Upload avatar" />
      </AvatarRow>
      <FieldGrid>
        <TextField name="firstName" label="First Name" autoComplete="given-name" />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" />
        <TextField
          name="jobTitle"
          label="Job Title"
          placeholder="e.g. Full-Stack Developer"
          autoComplete="organization-title"
        />
        <TextField name="location" label="Location" placeholder="e.g. Berlin, Germany" />
      </FieldGrid>
    </FormSection>
  );
}
