import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (on the server and while React hydrates it), true
 * once the browser app runs it. A server-rendered form keeps its submit button disabled until
 * then: a click before the app starts would submit the bare HTML form, reload the page and lose
 * what the visitor typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
