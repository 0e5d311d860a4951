import { useState } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_MESSAGES } from '@stackfolio/contract';
import {
  apiErrorMessage,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Page,
  Pager,
  PageTitle,
  Skeleton,
  Spinner,
  toast,
  useDocumentMeta,
  useSignInRequired,
} from '@stackfolio/shared-ui';
import { useMarkRead, useNotifications } from '../features/notifications/api/notifications';
import { NotificationList } from '../features/notifications/components/notification-list';

const Column = styled(Page)`
  max-width: 720px;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

function NotificationsContent() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const mark = (ids?: number[]) =>
    markRead.mutate(ids, {
      onSuccess: () => {
        if (!ids) toast({ title: NOTIFICATION_MESSAGES.allRead, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Could not mark as read',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Column>
      <Header>
        <PageTitle>{NOTIFICATION_MESSAGES.title}</PageTitle>
        {data && data.unread > 0 && (
          <Button $variant="secondary" disabled={markRead.isPending} onClick={() => mark()}>
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        )}
      </Header>
      {list.isPending && <Skeleton $height="240px" aria-label="Loading notifications" />}
      {list.isError && (
        <ErrorState
          title="Unable to load notifications"
          description={apiErrorMessage(list.error, 'Please try again.')}
          onRetry={() => void list.refetch()}
        />
      )}
      {data && data.items.length === 0 && (
        <EmptyState title="No notifications" description={NOTIFICATION_MESSAGES.empty} />
      )}
      {data && data.items.length > 0 && (
        <Card>
          <NotificationList
            items={data.items}
            busy={markRead.isPending}
            onMarkRead={(id) => mark([id])}
          />
        </Card>
      )}
      <Pager
        label="Notification pages"
        page={page}
        pages={pages}
        onPage={setPage}
        previous="Newer"
        next="Older"
        variant="ghost"
      />
    </Column>
  );
}

/**
 * /notifications (docs/product.md §2): the signed-in person's notifications, newest first, 20 a
 * page, with Mark as read and Mark all as read; the list refreshes itself when the bell's count
 * changes. Signed-out visitors are sent to sign in, as on every signed-in screen.
 */
export function NotificationsPage() {
  useDocumentMeta(NOTIFICATION_MESSAGES.title);
  const { user } = useSignInRequired();
  if (!user) {
    return (
      <Page role="status" aria-label="Redirecting to sign in">
        <Spinner />
      </Page>
    );
  }
  return <NotificationsContent />;
}
