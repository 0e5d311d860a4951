import { useState } from 'react';
import styled from 'styled-components';
import { remoteRoutes, type RemoteKey } from '@stackfolio/contract';
import { BrowserRouter, Link, Route, Routes } from '@stackfolio/shared-ui/router';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query';
import type { RemotePages } from '../federation';
import { Page } from '../components';

const Nav = styled.nav`
  padding: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    margin-right: 12px;
  }
`;

/**
 * A small stand-in for the shell, so a remote runs alone (`npm run dev -w mfe-x`) with the same
 * providers it gets inside the shell: theme, query client, auth and router. Its paths are the
 * ones the registry gives the remote, as in the shell.
 */
export function StandaloneApp({ remote, pages }: { remote: RemoteKey; pages: RemotePages }) {
  const [client] = useState(createQueryClient);
  const routes = remoteRoutes(remote);
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <Nav aria-label="Standalone remote">
          {routes
            .filter((route) => !route.path.includes(':'))
            .map((route) => (
              <Link key={route.path} to={route.path}>
                {route.path}
              </Link>
            ))}
        </Nav>
        <main>
          <Routes>
            {routes.map(({ path, page }) => {
              const Component = pages[page];
              return <Route key={path} path={path} element={<Component />} />;
            })}
            <Route path="*" element={<Page>Standalone mode: pick a page above.</Page>} />
          </Routes>
        </main>
      </BrowserRouter>
    </AppProviders>
  );
}
