import { Skeleton, useAuth } from '@stackfolio/shared-ui';
import { useAnalytics } from '../features/analytics/api/get-analytics';
import { formatCount } from '../features/analytics/lib/labels';
import { DashboardStatCard, StatValue } from './dashboard-stat-card';

/** Dashboard widget 'profile-views-card': total portfolio views, linking to /analytics. No props. */
export function ProfileViewsCard() {
  const { user } = useAuth();
  const query = useAnalytics(user?.id);
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
