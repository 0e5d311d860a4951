import { createContext, useContext } from 'react';
import type { RemoteKey, RemotePages } from '@stackfolio/shared-ui';

/**
 * The remote pages the server loaded for this one request (issue 19). The server cannot wait
 * for a module inside render, and it may serve two versions of a remote at once (a deploy between
 * two requests), so the modules travel with the render instead of a process-wide cache. In the
 * browser it is empty and pages load through the remote loader.
 */
export type PreloadedRemotes = Partial<Record<RemoteKey, RemotePages | Error>>;

export const PreloadedRemotesContext = createContext<PreloadedRemotes | null>(null);

/** On the server: the page's module, or a throw, which makes its Suspense area render in the browser. */
export function usePreloadedPages(remote: RemoteKey): RemotePages | null {
  const preloaded = useContext(PreloadedRemotesContext);
  if (!preloaded) return null;
  const pages = preloaded[remote];
  if (!pages) throw new Error(`The ${remote} remote was not loaded on the server.`);
  if (pages instanceof Error) throw pages;
  return pages;
}
