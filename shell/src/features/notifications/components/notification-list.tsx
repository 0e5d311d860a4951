import styled from 'styled-components';
import { NOTIFICATION_MESSAGES, profilePath, type Notification } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import { Avatar, Button, fullName, useTimeAgo } from '@stackfolio/shared-ui';
import { NotificationText } from './notification-text';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 40px 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

/** The page's notifications, newest first; an unread one has a "Mark as read" button. */
export function NotificationList(props: {
  items: Notification[];
  onMarkRead(id: number): void;
  busy: boolean;
}) {
  const timeAgo = useTimeAgo();
  return (
    <List aria-label={NOTIFICATION_MESSAGES.title}>
      {props.items.map((item) => {
        const name = item.actor ? fullName(item.actor, 'Someone') : '';
        return (
          <Item key={item.id} $unread={!item.read}>
            {item.actor ? (
              <Avatar
                src={item.actor.avatarUrl}
                image={item.actor.avatar}
                name={name}
                fallback={item.actor.firstName.trim().charAt(0).toUpperCase()}
                size={40}
              />
            ) : (
              <Icon aria-hidden="true">!</Icon>
            )}
            <div>
              <p>
                {!item.read && <span className="sr-only">Unread: </span>}
                <NotificationText
                  item={item}
                  actor={item.actor ? <Link to={profilePath(item.actor)}>{name}</Link> : null}
                />
              </p>
              {item.excerpt && <blockquote>{item.excerpt}</blockquote>}
              <small>
                <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
              </small>
            </div>
            {!item.read && (
              <Button
                $variant="ghost"
                disabled={props.busy}
                aria-label={`${NOTIFICATION_MESSAGES.markRead}: ${name || 'notification'}, ${timeAgo(item.createdAt)}`}
                onClick={() => props.onMarkRead(item.id)}
              >
                {NOTIFICATION_MESSAGES.markRead}
              </Button>
            )}
          </Item>
        );
      })}
    </List>
  );
}
