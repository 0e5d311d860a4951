import styled from 'styled-components';
import { Card, Skeleton } from '@stackfolio/shared-ui';
import { StatGrid } from './stat-cards';
import { PanelGrid } from './panel-grid';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Placeholders in the page's own layout: 4 stat cards, the chart, then the panels. */
export function AnalyticsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading analytics">
      <StatGrid>
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} data-testid="stat-skeleton">
            <Lines>
              <Skeleton $width="60%" />
              <Skeleton $height="2rem" $width="40%" />
            </Lines>
          </Card>
        ))}
      </StatGrid>
      <Card>
        <Skeleton $height="240px" />
      </Card>
      <PanelGrid>
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i}>
            <Lines>
              <Skeleton $width="50%" $height="1.25rem" />
              <Skeleton />
              <Skeleton />
              <Skeleton $width="80%" />
            </Lines>
          </Card>
        ))}
      </PanelGrid>
    </div>
  );
}
