import { useState } from 'react';
import { Button, TextField } from '@stackfolio/shared-ui';
import { PROJECT_CONTENT_LIMITS } from '@stackfolio/contract';
import { useObjectUrl } from '../../../lib/use-object-url';
import { altError, type DraftImage } from '../content-draft';
import { MoveButtons } from './move-buttons';

interface GalleryItemProps {
  image: DraftImage;
  index: number;
  count: number;
  /** Show the alt text's error even before the field was left (after a submit). */
  showErrors: boolean;
  disabled?: boolean;
  onAlt: (alt: string) => void;
  onMove: (direction: 'up' | 'down') => void;
  onCover: () => void;
  onRemove: () => void;
  buttonRef: (direction: 'up' | 'down') => (el: HTMLButtonElement | null) => void;
}

/** One picture of the gallery: its thumbnail, its required alt text and its buttons. */
export function GalleryItem({
  image,
  index,
  count,
  showErrors,
  disabled,
  ...on
}: GalleryItemProps) {
  const [touched, setTouched] = useState(false);
  const objectUrl = useObjectUrl(image.file);
  const src = image.stored?.url ?? objectUrl;
  const error = touched || showErrors ? altError(image.alt) : null;
  return (
    <li>
      {/* The alt text is typed right beside it; the thumbnail itself adds nothing to hear. */}
      {src && <img src={src} alt="" />}
      <div className="name">
        <TextField
          id={`alt-${image.key}`}
          label={`Alt text for ${image.name}`}
          value={image.alt}
          required
          maxLength={PROJECT_CONTENT_LIMITS.imageAlt}
          error={error ?? undefined}
          disabled={disabled}
          onChange={(event) => on.onAlt(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </div>
      {index === 0 && <span className="cover">Cover</span>}
      <MoveButtons
        name={image.name}
        index={index}
        count={count}
        disabled={disabled}
        onMove={on.onMove}
        buttonRef={on.buttonRef}
      />
      <Button
        $variant="secondary"
        aria-label={`Make cover ${image.name}`}
        disabled={disabled || index === 0}
        onClick={on.onCover}
      >
        Make cover
      </Button>
      <Button
        $variant="ghost"
        aria-label={`Remove ${image.name}`}
        disabled={disabled}
        onClick={on.onRemove}
      >
        Remove
      </Button>
    </li>
  );
}
