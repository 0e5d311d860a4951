import { useState } from 'react';
import { BrowserRouter } from '@stackfolio/shared-ui/router';
import { AppProviders, createQueryClient } from '@stackfolio/shared-ui';
import { ThirdPartyScripts } from '../third-party/third-party-scripts';
import { AppRoutes } from './app-routes';

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <ThirdPartyScripts>
          <AppRoutes />
        </ThirdPartyScripts>
      </BrowserRouter>
    </AppProviders>
  );
}
