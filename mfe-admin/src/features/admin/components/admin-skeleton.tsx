import { Card, Skeleton } from '@stackfolio/shared-ui';
import { StatGrid } from './admin-stat-cards';

/** While the sign-in state loads: the four stat cards' places. */
export function AdminSkeleton() {
  return (
    <StatGrid role="status" aria-busy="true" aria-label="Loading admin dashboard">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          <Skeleton $width="60%" />
          <Skeleton $height="2.25rem" $width="40%" style={{ marginTop: 8 }} />
        </Card>
      ))}
    </StatGrid>
  );
}
