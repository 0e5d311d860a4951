import styled from 'styled-components';
import { profilePath, type ContactMessage } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { apiErrorMessage, Button, fullName, toast, useTimeAgo } from '@stackfolio/shared-ui';
import { useChangeMessage } from '../api/messages';

const Item = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
    font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.75rem;
  font-weight: 700;
  vertical-align: middle;
`;

// The text as typed: React escapes it, so markup someone wrote shows as the characters they typed.
const Body = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * One message: subject, the other person (linked to their profile), when, and the text. A
 * received one in the inbox offers Mark as read (while unread) and Archive.
 */
export function MessageItem({ message }: { message: ContactMessage }) {
  const change = useChangeMessage();
  const timeAgo = useTimeAgo();
  const received = message.direction === 'received';
  const unread = received && !message.readAt;
  const name = fullName(message.person, 'Someone');
  const act = (action: 'read' | 'archive') =>
    change.mutate(
      { id: message.id, action },
      {
        onSuccess: () =>
          action === 'archive' && toast({ title: 'Message archived', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'The message could not be changed',
            description: apiErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Item $unread={unread}>
      <h2>
        {unread && <Badge>New</Badge>}
        {message.subject}
      </h2>
      <Meta>
        {received ? 'From ' : 'To '}
        <Link to={profilePath(message.person)}>{name}</Link> ·{' '}
        <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
      </Meta>
      <Body>{message.body}</Body>
      {received && !message.archivedAt && (
        <Actions>
          {unread && (
            <Button
              $variant="secondary"
              disabled={change.isPending}
              aria-label={`Mark "${message.subject}" as read`}
              onClick={() => act('read')}
            >
              Mark as read
            </Button>
          )}
          <Button
            $variant="secondary"
            disabled={change.isPending}
            aria-label={`Archive "${message.subject}"`}
            onClick={() => act('archive')}
          >
            Archive
          </Button>
        </Actions>
      )}
    </Item>
  );
}
