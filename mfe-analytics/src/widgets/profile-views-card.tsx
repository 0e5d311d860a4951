import { Skeleton, useAuth } from '@stackfolio/shared-ui';
import { DASHBOARD_RANGE, useAnalytics } from '../features/analytics/api/get-analytics';
import { formatCount } from '../features/analytics/lib/labels';
import { DashboardStatCard, StatValue } from './dashboard-stat-card';

/** Dashboard widget 'profile-views-card': all-time total of portfolio views, linking to /analytics. */
export function ProfileViewsCard() {
  const { user } = useAuth();
  const query = useAnalytics(user?.id, DASHBOARD_RANGE);
  if (!user) return null;
  return (
    <DashboardStatCard title="Profile Views" hint="See your portfolio analytics">
      {query.isPending ? (
        <Skeleton $height="2.25rem" $width="60%" role="status" aria-label="Loading profile views" />
      ) : (
        <StatValue>{query.data ? formatCount(query.data.totalPortfolioViews) : '—'}</StatValue>
      )}
    </DashboardStatCard>
  );
}
