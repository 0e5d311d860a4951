import { useAuth } from '@stackfolio/shared-ui';
import { DashboardPage } from './dashboard-page';
import { LandingPage } from './landing-page';

/** `/`: the landing page when signed out, the dashboard when signed in (docs/product.md §2). */
export function HomePage() {
  const { user } = useAuth();
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}
