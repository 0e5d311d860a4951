import { useAuth } from '@stackfolio/shared-ui';
import styled from 'styled-components';
import { useAnalytics } from '../features/analytics/api/get-analytics';
import { rankingTone, TEXT, TONE_COLORS } from '../features/analytics/constants';
import { DashboardStatCard } from './dashboard-stat-card';

const Ranking = styled.p<{ $color?: string }>`
  font-size: 1.75rem;
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ $color, theme }) => $color ?? theme.colors.textMuted};
`;

/** Dashboard widget 'activity-card': the impact ranking, or 'Calculating...', linking to /analytics. No props. */
export function ActivityCard() {
  const { user } = useAuth();
  const { data } = useAnalytics(user?.id);
  if (!user) return null;
  const ranking = data?.impactRanking?.ranking;
  const tone = ranking ? rankingTone(ranking) : undefined;
  return (
    <DashboardStatCard title="Your Activity">
      <Ranking $color={tone && TONE_COLORS[tone].text} data-tone={tone}>
        {ranking || TEXT.calculating}
      </Ranking>
    </DashboardStatCard>
  );
}
