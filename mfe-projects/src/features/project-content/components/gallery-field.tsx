import { FieldError } from '@stackfolio/shared-ui';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { FileDropField } from '../../../components/file-drop-field';
import { PROJECT_IMAGE_KIND } from '../content-rules';
import { draftFromImage, type DraftImage } from '../content-draft';
import { useReorder } from '../use-reorder';
import { ContentList } from './content-list';
import { GalleryItem } from './gallery-item';

interface GalleryFieldProps {
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
  /** Proposed as a new picture's alt text. */
  title: string;
  showErrors: boolean;
  disabled?: boolean;
}

/**
 * A project's gallery (docs/product.md §5): pictures with required alt text, in order; the first
 * is the cover that cards show. Reordered with buttons, announced politely.
 */
export function GalleryField({ images, onChange, title, showErrors, disabled }: GalleryFieldProps) {
  const { move, moveTo, buttonRef, announcement, setAnnouncement } = useReorder(images, onChange);
  const update = (index: number, alt: string) =>
    onChange(images.map((image, i) => (i === index ? { ...image, alt } : image)));
  const makeCover = (index: number) => moveTo(index, 0, `${images[index].name} is now the cover`);
  const remove = (index: number) => {
    setAnnouncement(`${images[index].name} removed`);
    onChange(images.filter((_, i) => i !== index));
  };
  return (
    <div>
      <FileDropField
        label="Gallery images"
        {...PROJECT_IMAGE_KIND}
        room={PROJECT_IMAGE_KIND.max - images.length}
        onAdd={(added) => onChange([...images, ...added.map((f) => draftFromImage(f, title))])}
        disabled={disabled}
      />
      {images.length > 0 && (
        <ContentList aria-label="Gallery">
          {images.map((image, index) => (
            <GalleryItem
              key={image.key}
              image={image}
              index={index}
              count={images.length}
              showErrors={showErrors}
              disabled={disabled}
              onAlt={(alt) => update(index, alt)}
              onMove={(direction) => move(index, direction)}
              onCover={() => makeCover(index)}
              onRemove={() => remove(index)}
              buttonRef={(direction) => buttonRef(image.key, direction)}
            />
          ))}
        </ContentList>
      )}
      {images.length > PROJECT_CONTENT_LIMITS.images && (
        <FieldError role="alert">{PROJECT_CONTENT_MESSAGES.tooManyImages}</FieldError>
      )}
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
