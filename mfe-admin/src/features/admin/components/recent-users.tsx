import {
  Avatar,
  ErrorState,
  fullName,
  initials,
  Skeleton,
  useTimeAgo,
  TitledCard,
} from '@stackfolio/shared-ui';
import { RECENT_USERS_LIMIT, TEXT } from '../../../constants';
import { useRecentUsers } from '../api/get-recent-users';
import { List, Muted } from './admin-card';

/** The newest users: name (or e-mail) and when they joined. */
export function RecentUsers() {
  const timeAgo = useTimeAgo();
  const users = useRecentUsers();
  return (
    <TitledCard title={TEXT.recentUsers}>
      {users.isPending || (users.isError && users.isFetching) ? (
        <List role="status" aria-label="Loading users">
          {Array.from({ length: RECENT_USERS_LIMIT }, (_, i) => (
            <li key={i}>
              <Skeleton $height="2.25rem" data-testid="row-skeleton" />
            </li>
          ))}
        </List>
      ) : users.isError ? (
        <ErrorState
          title={TEXT.usersError}
          retryLabel={TEXT.retry}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.length === 0 ? (
        <Muted>{TEXT.usersEmpty}</Muted>
      ) : (
        <List>
          {users.data.map((user) => {
            const name = fullName(user, user.email);
            return (
              <li key={user.id}>
                <Avatar
                  src={user.avatarUrl}
                  name={name}
                  fallback={initials(user) || name.charAt(0).toUpperCase()}
                  size={36}
                />
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{name}</strong>
                  <Muted>
                    {TEXT.joined} {timeAgo(user.createdAt)}
                  </Muted>
                </div>
              </li>
            );
          })}
        </List>
      )}
    </TitledCard>
  );
}
