import styled from 'styled-components';
import { Route, Routes } from '@stackfolio/shared-ui/router';
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
            if ('shell' in route) {
              const Page = SHELL_PAGES[route.shell];
              return <Route key={route.path} path={route.path} element={<Page />} />;
            }
            return (
              <Route
                key={route.path}
                path={route.path}
                element={<RemotePage remote={route.remote} page={route.page} />}
              />
            );
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
