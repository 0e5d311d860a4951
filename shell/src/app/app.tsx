import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from '@stackfolio/shared-ui/router';
import { AppProviders, createQueryClient, RenderClockProvider } from '@stackfolio/shared-ui';
import type { ThemeChoice } from '@stackfolio/contract';
import { ThirdPartyScripts } from '../third-party/third-party-scripts';
import { HydrationArea } from '../page-start/hydration-area';
import { AppRoutes } from './app-routes';

/** Everything inside the router: the same tree on the server and in the browser. */
export function AppTree({
  client,
  router,
  renderedAt = null,
  themeChoice,
}: {
  client: QueryClient;
  router: (app: ReactNode) => ReactNode;
  /** The server render's moment, which relative times read while it is set (null: the real clock). */
  renderedAt?: number | null;
  /** The visitor's theme cookie, on the server (the browser reads it itself). */
  themeChoice?: ThemeChoice;
}) {
  return (
    <RenderClockProvider now={renderedAt}>
      <AppProviders client={client} themeChoice={themeChoice}>
        {router(
          <HydrationArea>
            <ThirdPartyScripts>
              <AppRoutes />
            </ThirdPartyScripts>
          </HydrationArea>,
        )}
      </AppProviders>
    </RenderClockProvider>
  );
}

/** Calls `release` at the first client-side navigation (not at the first render). */
function ReleaseServerClock({ release }: { release: () => void }) {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else release();
  }, [pathname, search, release]);
  return null;
}

/**
 * The browser app; `state` is the query cache the server rendered the page with, if it did, and
 * `renderedAt` the moment it was rendered: relative times hydrate as the server wrote them, and
 * follow the real clock again from the first client-side navigation on.
 */
export function App({ state, renderedAt }: { state?: DehydratedState; renderedAt?: number }) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (state) hydrate(created, state);
    return created;
  });
  const [clock, setClock] = useState<number | null>(renderedAt ?? null);
  const release = useCallback(() => setClock(null), []);
  const router = useCallback(
    (app: ReactNode) => (
      <BrowserRouter>
        {renderedAt !== undefined && <ReleaseServerClock release={release} />}
        {app}
      </BrowserRouter>
    ),
    [renderedAt, release],
  );
  return <AppTree client={client} router={router} renderedAt={clock} />;
}
