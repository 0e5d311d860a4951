import { useEffect, useState } from 'react';

/** Search boxes wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, but only after it stopped changing for `delayMs` (e.g. a search term sent to the
 * server once the user pauses typing).
 */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
