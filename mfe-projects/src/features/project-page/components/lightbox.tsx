import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, ResponsiveImage, type ProjectImage } from '@stackfolio/shared-ui';
import { Dialog } from '@stackfolio/shared-ui/dialog';

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  img {
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One picture at a time, large: Previous/Next buttons and the arrow keys move through them. */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: ProjectImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const image = images[index];
  const go = (step: number) => onIndex((index + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Picture ${index + 1} of ${images.length}`}
      width="960px"
    >
      <Figure onKeyDown={onKeyDown}>
        <ResponsiveImage
          image={image.image}
          fallbackSrc={image.url}
          alt={image.alt}
          sizes="960px"
        />
        <figcaption>{image.alt}</figcaption>
        {images.length > 1 && (
          <Controls>
            <Button $variant="secondary" onClick={() => go(-1)}>
              Previous picture
            </Button>
            <Button $variant="secondary" onClick={() => go(1)}>
              Next picture
            </Button>
          </Controls>
        )}
      </Figure>
    </Dialog>
  );
}
