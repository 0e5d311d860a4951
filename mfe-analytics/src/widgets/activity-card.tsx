import { useAuth } from '@stackfolio/shared-ui';
import { DASHBOARD_RANGE, useAnalytics } from '../features/analytics/api/get-analytics';
import { rankingTone, TEXT, TONE_COLORS } from '../features/analytics/constants';
import { DashboardStatCard, StatValue } from './dashboard-stat-card';

/** Dashboard widget 'activity-card': the impact ranking, or 'Calculating...', linking to /analytics. No props. */
export function ActivityCard() {
  const { user } = useAuth();
  const { data } = useAnalytics(user?.id, DASHBOARD_RANGE);
  if (!user) return null;
  const ranking = data?.impactRanking?.ranking;
  const tone = ranking ? rankingTone(ranking) : undefined;
  return (
    <DashboardStatCard title="Your Activity" hint="Your impact ranking">
      <StatValue $color={tone && TONE_COLORS[tone].text} data-tone={tone}>
        {ranking || TEXT.calculating}
      </StatValue>
    </DashboardStatCard>
  );
}
