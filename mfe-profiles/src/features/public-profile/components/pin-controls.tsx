import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import type { PinAction } from '../api/set-pins';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1;
  }
`;

/**
 * The owner's Pin / Unpin and, for a pinned project, Move up / Move down among the pinned ones.
 * An end of the list is aria-disabled rather than disabled, so the focused control keeps focus;
 * `focus` puts focus back on a control after the list was read again in its new order.
 */
export function PinControls({
  title,
  pinned,
  first,
  last,
  busy,
  focus,
  onAction,
  onFocused,
}: {
  title: string;
  pinned: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  focus: PinAction | null;
  onAction: (action: PinAction) => void;
  onFocused: () => void;
}) {
  const refs = useRef<Partial<Record<PinAction, HTMLButtonElement | null>>>({});
  useEffect(() => {
    const target = focus && (refs.current[focus] ?? refs.current[pinned ? 'unpin' : 'pin']);
    if (!target) return;
    target.focus();
    onFocused();
  }, [focus, pinned, onFocused]);

  const control = (action: PinAction, label: string, text: string, off = false) => (
    <Button
      key={action}
      ref={(el: HTMLButtonElement | null) => {
        refs.current[action] = el;
      }}
      $variant="secondary"
      aria-label={label}
      aria-disabled={off || busy || undefined}
      onClick={() => {
        if (!off && !busy) onAction(action);
      }}
    >
      {text}
    </Button>
  );
  return (
    <Row>
      {pinned
        ? [
            control('unpin', `Unpin ${title}`, 'Unpin'),
            control('up', `Move ${title} up`, 'Move up', first),
            control('down', `Move ${title} down`, 'Move down', last),
          ]
        : control('pin', `Pin ${title}`, 'Pin')}
    </Row>
  );
}
