import styled from 'styled-components';
import { Card, Skeleton } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { useHealth } from '../api/get-health';
import { StatNote, StatTitle } from './admin-card';

const Status = styled.p<{ $healthy: boolean }>`
  font-size: 1.875rem;
  font-weight: 700;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ $healthy, theme }) => ($healthy ? theme.colors.success : theme.colors.danger)};
`;

/** The real health of the API and its database (GET /api/health): 'Excellent' while both answer; no uptime figure is claimed. */
export function PlatformHealthCard() {
  const health = useHealth();
  const healthy = health.data?.status === 'ok' && health.data.database === 'up';
  let detail: string = TEXT.healthy.detail;
  if (!healthy)
    detail =
      health.data?.database === 'down' ? TEXT.degraded.databaseDown : TEXT.degraded.unreachable;
  return (
    <Card aria-label={TEXT.platformHealth}>
      <StatTitle>{TEXT.platformHealth}</StatTitle>
      {health.isPending ? (
        <Skeleton
          $height="2.25rem"
          $width="50%"
          data-testid="stat-skeleton"
          style={{ marginTop: 4 }}
        />
      ) : (
        <div role="status">
          <Status $healthy={healthy}>{healthy ? TEXT.healthy.status : TEXT.degraded.status}</Status>
          <StatNote>{detail}</StatNote>
        </div>
      )}
    </Card>
  );
}
