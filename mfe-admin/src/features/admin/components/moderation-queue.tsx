import { useState } from 'react';
import styled from 'styled-components';
import {
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ReportedItem,
} from '@stackfolio/contract';
import {
  Button,
  ErrorState,
  Skeleton,
  TitledCard,
  apiErrorMessage,
  toast,
  useTimeAgo,
} from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { useAdminReports, useModerate } from '../api/get-admin-reports';
import { Muted } from './admin-card';
import { ModerationDialog } from './moderation-dialog';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const Content = styled.blockquote`
  margin: ${({ theme }) => theme.space(2)} 0;
  white-space: pre-wrap;
`;

const Reports = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const fullName = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : '';

/** The actions offered for an item as it is now. */
function actionsFor(item: ReportedItem): ModerationAction[] {
  const dismiss: ModerationAction[] = item.reports.length ? ['dismiss'] : [];
  if (item.type === 'profile') return [...dismiss, item.hidden ? 'unsuspend' : 'suspend'];
  return [...dismiss, item.hidden ? 'restore' : 'hide', 'remove', 'suspend'];
}

/**
 * The moderation queue (GET /api/admin/reports): each reported item as it is now, who reported it
 * and why, and Dismiss, Hide/Restore, Remove and Suspend account, each asking for a reason.
 * Suspending from a project or comment suspends its owner's account.
 */
export function ModerationQueue() {
  const timeAgo = useTimeAgo();
  const reports = useAdminReports();
  const moderate = useModerate();
  const [pending, setPending] = useState<{ item: ReportedItem; action: ModerationAction } | null>(
    null,
  );
  const run = (reason: string) => {
    if (!pending) return;
    const { item, action } = pending;
    const profile = action === 'suspend' || action === 'unsuspend';
    const request = profile
      ? { type: 'profile' as const, id: item.type === 'profile' ? item.id : item.owner!.id }
      : { type: item.type, id: item.id };
    moderate.mutate(
      { ...request, action, reason },
      {
        onSuccess: (answer) => {
          setPending(null);
          toast({ title: answer.message, variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: TEXT.queue.failed,
            description: apiErrorMessage(error, error.message),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <TitledCard title={TEXT.queue.title}>
      {reports.isPending ? (
        <Skeleton $height="6rem" data-testid="queue-skeleton" />
      ) : reports.isError ? (
        <ErrorState
          title={TEXT.queue.error}
          retryLabel={TEXT.retry}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.items.length === 0 ? (
        <Muted>{TEXT.queue.empty}</Muted>
      ) : (
        <Items aria-label={TEXT.queue.items}>
          {reports.data.items.map((item) => (
            <Item key={`${item.type}:${item.id}`}>
              <strong>
                {TEXT.queue.type[item.type]}
                {item.reports.length > 0 && ` · ${TEXT.queue.reports(item.reports.length)}`}
              </strong>
              {item.owner && (
                <Muted>
                  {TEXT.queue.by} {fullName(item.owner)}
                </Muted>
              )}
              <Content>{item.title}</Content>
              {item.excerpt && <Muted>{item.excerpt}</Muted>}
              {item.hidden && (
                <Muted>
                  {item.type === 'profile' ? TEXT.queue.suspended : TEXT.queue.hidden}
                  {item.hiddenReason ? `: ${item.hiddenReason}` : ''}
                </Muted>
              )}
              <Reports>
                {item.reports.map((r) => (
                  <li key={r.id}>
                    {TEXT.queue.reportedBy(fullName(r.reporter))}: {REPORT_REASON_LABELS[r.reason]}
                    {r.note ? ` — ${r.note}` : ''} <Muted as="span">({timeAgo(r.createdAt)})</Muted>
                  </li>
                ))}
              </Reports>
              <Actions>
                {actionsFor(item).map((action) => (
                  <Button
                    key={action}
                    $variant={action === 'dismiss' || action === 'restore' ? 'secondary' : 'danger'}
                    aria-label={`${TEXT.queue[action]}: ${item.title.slice(0, 60)}`}
                    onClick={() => setPending({ item, action })}
                  >
                    {TEXT.queue[action]}
                  </Button>
                ))}
              </Actions>
            </Item>
          ))}
        </Items>
      )}
      <ModerationDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        action={pending ? TEXT.queue[pending.action] : ''}
        target={pending ? pending.item.title.slice(0, 60) : ''}
        pending={moderate.isPending}
        onConfirm={run}
      />
    </TitledCard>
  );
}
