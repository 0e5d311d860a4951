import { useState, type ReactNode } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@stackfolio/shared-ui/router';
import { AppProviders, createQueryClient } from '@stackfolio/shared-ui';
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

const browserRouter = (app: ReactNode) => <BrowserRouter>{app}</BrowserRouter>;

/** The browser app; `state` is the query cache the server rendered the page with, if it did. */
export function App({ state }: { state?: DehydratedState }) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (state) hydrate(created, state);
    return created;
  });
  return <AppTree client={client} router={browserRouter} />;
}
