import styled from 'styled-components';
import { Card, ErrorState, Skeleton } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { useAdminStats } from '../api/get-admin-stats';
import { StatTitle, StatValue } from './admin-card';
import { PlatformHealthCard } from './platform-health-card';

export const StatGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const FullRow = styled(Card)`
  grid-column: 1 / -1;
  padding: 0;
`;

function Stat({ title, value }: { title: string; value: number | undefined }) {
  return (
    <Card aria-label={title}>
      <StatTitle>{title}</StatTitle>
      {value === undefined ? (
        <Skeleton
          $height="2.25rem"
          $width="50%"
          data-testid="stat-skeleton"
          style={{ marginTop: 4 }}
        />
      ) : (
        <StatValue>{value.toLocaleString('en-US')}</StatValue>
      )}
    </Card>
  );
}

/** Total Users, Projects Uploaded, Total Downloads, Open Reports (GET /api/admin/stats) and Platform Health. */
export function AdminStatCards() {
  const stats = useAdminStats();
  return (
    <StatGrid aria-busy={stats.isPending}>
      {stats.isError && !stats.isFetching ? (
        <FullRow>
          <ErrorState
            title={TEXT.statsError}
            retryLabel={TEXT.retry}
            onRetry={() => void stats.refetch()}
          />
        </FullRow>
      ) : (
        <>
          <Stat title={TEXT.totalUsers} value={stats.data?.totalUsers} />
          <Stat title={TEXT.projectsUploaded} value={stats.data?.totalProjects} />
          <Stat title={TEXT.totalDownloads} value={stats.data?.totalDownloads} />
          <Stat title={TEXT.openReports} value={stats.data?.openReports} />
        </>
      )}
      <PlatformHealthCard />
    </StatGrid>
  );
}
