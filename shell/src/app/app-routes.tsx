import type { ReactNode } from 'react';
import styled from 'styled-components';
import { routerPattern } from '@stackfolio/contract';
import { Route, Routes, useParams } from '@stackfolio/shared-ui/router';
import { FullScreenSpinner, useAuth } from '@stackfolio/shared-ui';
import { RemotePage } from '../remotes/remote-page';
import { SHELL_PAGES } from '../pages';
import { NotFoundPage } from '../pages/not-found-page';
import { Layout } from './layout/layout';
import { ROUTES } from './route-table';
import { useSettledLocation } from './settled-location';

/** A thin bar at the top of the window while the next page's section loads. */
const PendingBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 1000;
  background: ${({ theme }) => theme.colors.primary};
`;

/** A route whose segment starts with a fixed prefix (`/@:handle`): anything else is not found. */
function PrefixedParam(props: { name: string; prefix: string; children: ReactNode }) {
  const value = useParams()[props.name] ?? '';
  return value.startsWith(props.prefix) && value.length > props.prefix.length ? (
    props.children
  ) : (
    <NotFoundPage />
  );
}

export function AppRoutes() {
  const { isLoading } = useAuth();
  const { location, pending } = useSettledLocation();
  // docs/product.md §2: a full-screen spinner while the sign-in state loads.
  if (isLoading) return <FullScreenSpinner />;
  return (
    <>
      {pending && <PendingBar role="progressbar" aria-label="Loading the next page" />}
      <Routes location={location}>
        <Route element={<Layout />}>
          {ROUTES.map((route) => {
            let element: ReactNode;
            if ('shell' in route) {
              const Page = SHELL_PAGES[route.shell];
              element = <Page />;
            } else {
              element = <RemotePage remote={route.remote} page={route.page} />;
            }
            const { path, param } = routerPattern(route.path);
            return (
              <Route
                key={route.path}
                path={path}
                element={param ? <PrefixedParam {...param}>{element}</PrefixedParam> : element}
              />
            );
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
