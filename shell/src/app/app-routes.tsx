import { Route, Routes } from '@stackfolio/shared-ui/router';
import { FullScreenSpinner, useAuth } from '@stackfolio/shared-ui';
import { RemotePage } from '../remotes/remote-page';
import { SHELL_PAGES } from '../pages';
import { NotFoundPage } from '../pages/not-found-page';
import { Layout } from './layout/layout';
import { ROUTES } from './route-table';

export function AppRoutes() {
  const { isLoading } = useAuth();
  // docs/product.md §2: a full-screen spinner while the sign-in state loads.
  if (isLoading) return <FullScreenSpinner />;
  return (
    <Routes>
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
  );
}
