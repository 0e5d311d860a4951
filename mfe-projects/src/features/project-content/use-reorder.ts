import { useCallback, useEffect, useRef, useState } from 'react';
import { moved } from './content-draft';

type Direction = 'up' | 'down';

/**
 * Move up / Move down for a list: after a move, focus stays on the moved item's button (its other
 * button when it reached an end) and `announcement` says where it went, for a polite live region.
 */
export function useReorder<T extends { key: string; name: string }>(
  items: T[],
  onChange: (items: T[]) => void,
) {
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [pending, setPending] = useState<{ key: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!pending) return;
    const other = pending.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${pending.key}:${pending.direction}`);
    const target = same && !same.disabled ? same : buttons.current.get(`${pending.key}:${other}`);
    target?.focus();
    setPending(null);
  }, [pending]);

  /** Moves an item to `to` and keeps focus on its Move button (up, else down). */
  const moveTo = useCallback(
    (index: number, to: number, message?: string) => {
      if (to < 0 || to >= items.length || to === index) return;
      const item = items[index];
      onChange(moved(items, index, to));
      setPending({ key: item.key, direction: to < index ? 'up' : 'down' });
      setAnnouncement(message ?? `${item.name} moved to position ${to + 1} of ${items.length}`);
    },
    [items, onChange],
  );
  const move = (index: number, direction: Direction) =>
    moveTo(index, direction === 'up' ? index - 1 : index + 1);

  /** The ref of an item's Move up or Move down button. */
  const buttonRef = (key: string, direction: Direction) => (el: HTMLButtonElement | null) => {
    buttons.current.set(`${key}:${direction}`, el);
  };

  return { move, moveTo, buttonRef, announcement, setAnnouncement };
}
