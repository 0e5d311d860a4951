import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@stackfolio/shared-ui';
import { AppRoutes } from './app-routes';

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
