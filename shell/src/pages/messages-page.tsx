import styled from 'styled-components';
import { MESSAGE_BOXES, paths, type MessageBox } from '@stackfolio/contract';
import { Link, useSearchParams } from '@stackfolio/shared-ui/router';
import {
  apiErrorMessage,
  Card,
  EmptyState,
  ErrorState,
  Page,
  Pager,
  PageTitle,
  Skeleton,
  Spinner,
  useDocumentMeta,
  useSignInRequired,
} from '@stackfolio/shared-ui';
import { MESSAGES_PAGE_SIZE, useMessages, useUnreadCount } from '../features/messages/api/messages';
import { BOX_LABELS, MessageBoxes } from '../features/messages/components/message-boxes';
import { MessageItem } from '../features/messages/components/message-item';

const Column = styled(Page)`
  max-width: 760px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const EMPTY: Record<MessageBox, string> = {
  inbox: 'No messages yet',
  archived: 'Nothing archived',
  sent: 'You have not contacted anyone yet',
};

const boxOf = (value: string | null): MessageBox =>
  MESSAGE_BOXES.find((box) => box === value) ?? 'inbox';

function Messages({ box }: { box: MessageBox }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useMessages(box, page);
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    setParams(search);
  };
  if (messages.isError)
    return (
      <ErrorState
        title="Unable to load messages"
        description={apiErrorMessage(messages.error, 'Please try again.')}
        onRetry={() => void messages.refetch()}
      />
    );
  if (!data)
    return <Skeleton $height="96px" aria-label={`Loading ${BOX_LABELS[box].toLowerCase()}`} />;
  if (data.items.length === 0)
    return (
      <EmptyState
        title={EMPTY[box]}
        description={
          box === 'sent' ? (
            <>
              Find people on <Link to={paths.browseProfiles()}>Browse Profiles</Link> and press
              Contact.
            </>
          ) : undefined
        }
      />
    );
  return (
    <>
      <List aria-label={BOX_LABELS[box]}>
        {data.items.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </List>
      <Pager label={`${BOX_LABELS[box]} pages`} page={page} pages={pages} onPage={goTo} />
    </>
  );
}

/**
 * /messages: the contact requests the signed-in person received (Inbox, Archived) and sent,
 * with the unread count. Signed-in only, as /settings.
 */
export function MessagesPage() {
  useDocumentMeta('Messages');
  const { user } = useSignInRequired();
  const [params] = useSearchParams();
  const box = boxOf(params.get('box'));
  const unreadCount = useUnreadCount(Boolean(user));
  if (!user) {
    return (
      <Page role="status" aria-label="Redirecting to sign in">
        <Spinner />
      </Page>
    );
  }
  const unread = unreadCount.data ?? 0;
  return (
    <Column>
      <PageTitle>Messages</PageTitle>
      <p aria-live="polite">
        {unread === 0
          ? 'No unread messages.'
          : `${unread} unread ${unread === 1 ? 'message' : 'messages'}.`}{' '}
        <Link to={`${paths.settings()}#contact-title`}>Who may contact you</Link>
      </p>
      <Card>
        <MessageBoxes current={box} />
        <Messages key={box} box={box} />
      </Card>
    </Column>
  );
}
