import styled from 'styled-components';
import { AdSlot, media, Page, PageTitle, useDocumentMeta } from '@stackfolio/shared-ui';
import { AD_SIZE, TEXT } from '../constants';
import { useAdminAccess } from '../features/admin/use-admin-access';
import { AdminStatCards } from '../features/admin/components/admin-stat-cards';
import { RecentActivity } from '../features/admin/components/recent-activity';
import { RecentUsers } from '../features/admin/components/recent-users';
import { AdminSkeleton } from '../features/admin/components/admin-skeleton';
import { BackgroundJobs } from '../features/admin/components/background-jobs';
import { ModerationQueue } from '../features/admin/components/moderation-queue';
import { AuditLog } from '../features/admin/components/audit-log';

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * /admin: platform totals, health, the moderation queue, recent activity and users, background
 * jobs and the audit log, for admins only (docs/product.md §2).
 */
export function AdminPage() {
  useDocumentMeta(TEXT.title);
  const access = useAdminAccess();
  return (
    <Page>
      <PageTitle>{TEXT.title}</PageTitle>
      {access === 'granted' ? (
        <>
          <AdminStatCards />
          <ModerationQueue />
          <Panels>
            <RecentActivity />
            <RecentUsers />
          </Panels>
          <Panels>
            <BackgroundJobs />
            <AuditLog />
          </Panels>
          <AdSlot width={AD_SIZE.width} height={AD_SIZE.height} placeholderWhenOff />
        </>
      ) : access === 'checking' ? (
        <AdminSkeleton />
      ) : null}
    </Page>
  );
}
