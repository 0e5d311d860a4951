import { lazy } from 'react';
import { Spinner, useAuth } from '@stackfolio/shared-ui';
import { SuspenseArea } from '../page-start/hydration-area';
import { LandingPage } from './landing-page';

/**
 * The dashboard is a signed-in page (client-rendered): loaded on demand, it keeps its widgets and
 * tooltips out of the scripts every visitor of the landing page runs.
 */
const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** `/`: the landing page when signed out, the dashboard when signed in (docs/product.md §2). */
export function HomePage() {
  const { user } = useAuth();
  return user ? (
    <SuspenseArea fallback={<Spinner />}>
      <DashboardPage user={user} />
    </SuspenseArea>
  ) : (
    <LandingPage />
  );
}
