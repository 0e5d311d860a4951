import { Button } from '@stackfolio/shared-ui';

interface MoveButtonsProps {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (direction: 'up' | 'down') => void;
  buttonRef: (direction: 'up' | 'down') => (el: HTMLButtonElement | null) => void;
}

/** Move up / Move down of one list item, named after it for screen readers. */
export function MoveButtons({ name, index, count, disabled, onMove, buttonRef }: MoveButtonsProps) {
  return (
    <>
      <Button
        $variant="secondary"
        ref={buttonRef('up')}
        aria-label={`Move up ${name}`}
        disabled={disabled || index === 0}
        onClick={() => onMove('up')}
      >
        Move up
      </Button>
      <Button
        $variant="secondary"
        ref={buttonRef('down')}
        aria-label={`Move down ${name}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove('down')}
      >
        Move down
      </Button>
    </>
  );
}
