import { useEffect, useRef } from 'react';

/**
 * For a text box of a server-rendered page: text typed into it before the page hydrated is kept,
 * not ignored (React takes over the box with its own value and never saw those keystrokes).
 * Returns the ref to put on the input.
 */
export function useTypedBeforeStart(value: string, onChange: (value: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box is taken over
  }, []);
  return input;
}
