import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { ResponsiveImage, type ProjectImage } from '@stackfolio/shared-ui';

// The lightbox (Radix dialog) loads when someone opens a picture, not with the page.
const Lightbox = lazy(() => import('./lightbox').then((m) => ({ default: m.Lightbox })));

/** Below this width the pictures after the cover go two to a row (smaller than the cover). */
const NARROW = 600;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  @media (max-width: ${NARROW}px) {
    grid-template-columns: repeat(2, 1fr);
  }
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li:first-child {
    grid-column: 1 / -1;
  }
`;

const Opener = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  border-radius: ${({ theme }) => theme.radii.sm};
  img {
    width: 100%;
    height: 100%;
    max-height: 480px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** The project's pictures, the cover first and wide; each opens a keyboard-operable lightbox. */
export function ProjectGallery({ images, title }: { images: ProjectImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <section aria-label={`Gallery of ${title}`}>
      <Grid>
        {images.map((image, index) => (
          <li key={image.id}>
            <Opener
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open picture ${index + 1} of ${images.length}: ${image.alt}`}
            >
              <ResponsiveImage
                image={image.image}
                fallbackSrc={image.url}
                alt={image.alt}
                sizes={
                  index === 0
                    ? '(max-width: 960px) 100vw, 960px'
                    : `(max-width: ${NARROW}px) 50vw, 320px`
                }
                priority={index === 0}
              />
            </Opener>
          </li>
        ))}
      </Grid>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
