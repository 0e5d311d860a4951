import { createContext, use, useContext } from 'react';
import type { RemoteKey, RemotePages } from '@stackfolio/shared-ui';

/**
 * The remote pages the server loads for this one request, each a promise that resolves
 * once the page's module is loaded and its data is in the cache: the area suspends on it and
 * streams in when it resolves. The server may serve two versions of a remote at once (a deploy
 * between two requests), so the modules travel with the render instead of a process-wide cache.
 * In the browser there is none and pages load through the remote loader.
 */
export type PreloadedRemotes = Partial<Record<RemoteKey, Promise<RemotePages>>>;

export const PreloadedRemotesContext = createContext<PreloadedRemotes | null>(null);

/** On the server: the page's module (suspending until it is ready), or a throw, which makes its Suspense area render in the browser. */
export function usePreloadedPages(remote: RemoteKey): RemotePages | null {
  const preloaded = useContext(PreloadedRemotesContext);
  if (!preloaded) return null;
  const pages = preloaded[remote];
  if (!pages) throw new Error(`The ${remote} remote was not loaded on the server.`);
  return use(pages);
}
