import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@stackfolio/shared-ui/router';

/** `#L12` → [12, 12]; `#L3-L7` → [3, 7]; anything else → null. */
export function lineRangeOf(hash: string): [number, number] | null {
  const found = /^#L(\d{1,7})(?:-L(\d{1,7}))?$/.exec(hash);
  if (!found) return null;
  const from = Number(found[1]);
  const to = found[2] ? Number(found[2]) : from;
  return from <= to ? [from, to] : [to, from];
}

function onHashChange(changed: () => void): () => void {
  window.addEventListener('hashchange', changed);
  window.addEventListener('popstate', changed);
  return () => {
    window.removeEventListener('hashchange', changed);
    window.removeEventListener('popstate', changed);
  };
}

/**
 * The address's `#…`: the router's, or else the browser's. They differ only when the router missed
 * a change: a line number followed while the page is still starting changes the address before
 * the router listens, and it never hears of it. (Tests' memory routers have a hash of their own.)
 */
function useAddressHash(): string {
  const { hash } = useLocation();
  const browserHash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  );
  return hash || browserHash;
}

/**
 * Marks the lines the address names (`#L12`, `#L3-L7`) in a code listing and brings the first
 * into view; the browser already scrolls to `#L12` itself, a range needs this. Runs again when
 * the listing's HTML changes: new markup replaces the rows and their marks.
 */
export function useLineHighlight(container: HTMLElement | null, html: string | null): void {
  const hash = useAddressHash();
  useEffect(() => {
    if (!container || !html) return;
    const range = lineRangeOf(hash);
    const marked = container.querySelectorAll('.line-highlight');
    marked.forEach((row) => row.classList.remove('line-highlight'));
    if (!range) return;
    for (let n = range[0]; n <= range[1]; n += 1)
      container.querySelector(`[data-line="${n}"]`)?.classList.add('line-highlight');
    container.querySelector(`[data-line="${range[0]}"]`)?.scrollIntoView({ block: 'center' });
  }, [container, html, hash]);
}
