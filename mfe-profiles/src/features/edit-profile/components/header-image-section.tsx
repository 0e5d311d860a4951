import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { HEADER_IMAGE_HINT } from '../../../constants';
import type { ProfileFormInput } from '../model/profile-form-schema';
import { FormSection } from './form-section';
import { ImageInput } from './image-input';
import { useObjectUrl } from './use-object-url';

const Preview = styled.div`
  aspect-ratio: 4 / 1;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.heroStart},
    ${({ theme }) => theme.colors.heroEnd}
  );
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Header Image: the current or newly chosen header, previewed before saving. */
export function HeaderImageSection({ currentUrl }: { currentUrl: string | null }) {
  const file = useWatch<ProfileFormInput, 'headerImage'>({ name: 'headerImage' });
  const chosen = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  const src = chosen ?? currentUrl;
  return (
    <FormSection id="section-header-image" title="Header Image">
      <Preview>
        {src && (
          <img src={src} alt={chosen ? 'New header image preview' : 'Current header image'} />
        )}
      </Preview>
      <ImageInput field="headerImage" label="Upload header image" hint={HEADER_IMAGE_HINT} />
    </FormSection>
  );
}
