import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from '@stackfolio/shared-ui/router';
import { AppProviders, createQueryClient, setHydrationNow } from '@stackfolio/shared-ui';
import { ThirdPartyScripts } from '../third-party/third-party-scripts';
import { AppRoutes } from './app-routes';

/** Everything inside the router: the same tree on the server and in the browser (issue 19). */
export function AppTree({
  client,
  router,
}: {
  client: QueryClient;
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <AppProviders client={client}>
      {router(
        <ThirdPartyScripts>
          <AppRoutes />
        </ThirdPartyScripts>,
      )}
    </AppProviders>
  );
}

/** After the first client-side navigation, relative times follow the real clock again. */
function ReleaseServerClock() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else setHydrationNow(null);
  }, [pathname, search]);
  return null;
}

const browserRouter = (app: ReactNode) => <BrowserRouter>{app}</BrowserRouter>;
const hydratingRouter = (app: ReactNode) => (
  <BrowserRouter>
    <ReleaseServerClock />
    {app}
  </BrowserRouter>
);

/**
 * The browser app; `state` is the query cache the server rendered the page with, if it did, and
 * `hydrated` says the page is the server's (bootstrap set the clock of relative times to its).
 */
export function App({ state, hydrated = false }: { state?: DehydratedState; hydrated?: boolean }) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (state) hydrate(created, state);
    return created;
  });
  return <AppTree client={client} router={hydrated ? hydratingRouter : browserRouter} />;
}
