import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@stackfolio/shared-ui';
import type { UpdateFilter } from './use-profile-filter';

/**
 * A text box of the filter (the search words, the location): what is typed shows at once and
 * reaches the address, and so the server, once typing pauses. The address replaces its entry
 * rather than adding one per pause.
 */
export function useAddressText(
  key: 'q' | 'location',
  inAddress: string,
  update: UpdateFilter,
): [string, (text: string) => void] {
  const [text, setText] = useState(inAddress);
  const debounced = useDebouncedValue(text.trim());

  // Back, a link or "Clear filters" changed the address: show it (keeping a trailing space typed).
  // Only on a change: on mount it would undo the text typed before the page hydrated.
  const shown = useRef(inAddress);
  useEffect(() => {
    if (shown.current === inAddress) return;
    shown.current = inAddress;
    setText((current) => (current.trim() === inAddress ? current : inAddress));
  }, [inAddress]);

  // Written only when the debounced text itself changed: `update` must not write a stale text
  // back over an address that changed since.
  const written = useRef(debounced);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    update((filter) => ({ ...filter, [key]: debounced }), { replace: true });
  }, [debounced, key, update]);

  return [text, setText];
}
