import { useAuth } from '@stackfolio/shared-ui';
import { PlaceholderPage } from './placeholder-page';

/** `/`: the landing page when signed out, the dashboard when signed in (SPEC §2). */
export function HomePage() {
  const { user } = useAuth();
  return user ? <PlaceholderPage title="Dashboard" /> : <PlaceholderPage title="Stackfolio" />;
}
