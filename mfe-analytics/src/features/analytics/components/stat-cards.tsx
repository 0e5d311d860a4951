import styled from 'styled-components';
import { Card } from '@stackfolio/shared-ui';
import type { AnalyticsResponse } from '../types';
import { formatCount } from '../lib/labels';

export const StatGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const StatCard = styled(Card)`
  h2 {
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

const Value = styled.p`
  font-size: 1.875rem;
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

function Stat({ title, value, note }: { title: string; value: number; note?: string }) {
  return (
    <StatCard aria-label={title}>
      <h2>{title}</h2>
      <Value>{formatCount(value)}</Value>
      {note && <Note>{note}</Note>}
    </StatCard>
  );
}

/** The four headline numbers of the chosen range. */
export function StatCards({ data }: { data: AnalyticsResponse }) {
  return (
    <StatGrid>
      <Stat
        title="Total Portfolio Views"
        value={data.totalPortfolioViews}
        note={`${formatCount(data.last30DaysViews)} in the last 30 days`}
      />
      <Stat title="Project Views" value={data.totalProjectViews} />
      <Stat title="Unique Visitors" value={data.totalUniqueVisitors} />
      <Stat title="Total Downloads" value={data.totalDownloads} />
    </StatGrid>
  );
}
