import { useEffect, useState } from 'react';
import { matchRoute } from '@stackfolio/contract';
import { useLocation, type Location } from '@stackfolio/shared-ui/router';
import { getRemoteModule, isRemoteSettled } from '../remotes/remote-loader';

/** How long the previous page stays while the next page's remote loads, before its loading state shows. */
export const KEEP_PREVIOUS_PAGE_MS = 5000;

function remoteOf(pathname: string) {
  const route = matchRoute(pathname)?.route;
  return route && 'remote' in route ? route.remote : null;
}

/**
 * The location to render. A client-side navigation to a page whose remote has not loaded yet keeps
 * the previous page on screen until the remote arrives, fails (its area then shows the fallback)
 * or takes longer than KEEP_PREVIOUS_PAGE_MS (its loading state then shows): no blank skeleton for
 * a remote that is about to appear or about to fail. `pending` says a navigation is waiting.
 */
export function useSettledLocation(): { location: Location; pending: boolean } {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const remote = remoteOf(location.pathname);
  const pending = shown.key !== location.key && remote !== null && !isRemoteSettled(remote);

  useEffect(() => {
    if (shown.key === location.key) return;
    if (!pending || !remote) {
      setShown(location);
      return;
    }
    let waiting = true;
    const show = () => {
      if (waiting) setShown(location);
      waiting = false;
    };
    getRemoteModule(remote, 'routes').then(show, show);
    const timer = setTimeout(show, KEEP_PREVIOUS_PAGE_MS);
    return () => {
      waiting = false;
      clearTimeout(timer);
    };
  }, [location, shown, pending, remote]);

  return { location: pending ? shown : location, pending };
}
