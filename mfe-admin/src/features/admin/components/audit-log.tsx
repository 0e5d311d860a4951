import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Skeleton, TitledCard, useTimeAgo } from '@stackfolio/shared-ui';
import { AUDIT_LOG_PAGE_SIZE, TEXT } from '../../../constants';
import { useAuditLog } from '../api/get-audit-log';
import { Muted } from './admin-card';

const Entries = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    overflow-wrap: anywhere;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The audit log (GET /api/admin/audit-log): who did what, on what, why and when, paged. */
export function AuditLog() {
  const timeAgo = useTimeAgo();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_LOG_PAGE_SIZE)) : 1;
  return (
    <TitledCard title={TEXT.audit.title}>
      {log.isPending ? (
        <Skeleton $height="4rem" data-testid="audit-skeleton" />
      ) : log.isError ? (
        <ErrorState
          title={TEXT.audit.error}
          retryLabel={TEXT.retry}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <Muted>{TEXT.audit.empty}</Muted>
      ) : (
        <>
          <Entries aria-label={TEXT.audit.list}>
            {log.data.items.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.actorLabel}</strong> {entry.action} {entry.targetType} “
                {entry.targetLabel}”{' '}
                <Muted as="span">
                  <time dateTime={entry.createdAt}>{timeAgo(entry.createdAt)}</time>
                </Muted>
                {entry.reason && (
                  <Muted>
                    {TEXT.audit.because} {entry.reason}
                  </Muted>
                )}
              </li>
            ))}
          </Entries>
          {pages > 1 && (
            <Pager aria-label={TEXT.audit.title}>
              <Button
                $variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {TEXT.audit.previous}
              </Button>
              <span>{TEXT.audit.page(page, pages)}</span>
              <Button
                $variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {TEXT.audit.next}
              </Button>
            </Pager>
          )}
        </>
      )}
    </TitledCard>
  );
}
