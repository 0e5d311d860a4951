import styled from 'styled-components';
import { ErrorState, Skeleton, useTimeAgo, TitledCard } from '@stackfolio/shared-ui';
import { RECENT_ACTIVITY_LIMIT, TEXT } from '../../../constants';
import { useRecentUsers } from '../api/get-recent-users';
import { useRecentProjects } from '../api/get-recent-projects';
import { buildActivity } from '../lib/build-activity';
import { List, Muted } from './admin-card';

const Dot = styled.span<{ $kind: 'user' | 'project' }>`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $kind, theme }) => ($kind === 'user' ? theme.colors.success : theme.colors.primary)};
`;

/** Real recent events: the newest sign-ups and uploads, merged newest first. */
export function RecentActivity() {
  const timeAgo = useTimeAgo();
  const users = useRecentUsers();
  const projects = useRecentProjects();
  const failed = (users.isError || projects.isError) && !users.isFetching && !projects.isFetching;
  const retry = () => {
    if (users.isError) void users.refetch();
    if (projects.isError) void projects.refetch();
  };
  const items =
    users.data && projects.data
      ? buildActivity(users.data, projects.data, RECENT_ACTIVITY_LIMIT)
      : null;
  return (
    <TitledCard title={TEXT.recentActivity}>
      {failed ? (
        <ErrorState title={TEXT.activityError} retryLabel={TEXT.retry} onRetry={retry} />
      ) : !items ? (
        <List role="status" aria-label="Loading activity">
          {Array.from({ length: RECENT_ACTIVITY_LIMIT }, (_, i) => (
            <li key={i}>
              <Skeleton $height="2.25rem" data-testid="row-skeleton" />
            </li>
          ))}
        </List>
      ) : items.length === 0 ? (
        <Muted>{TEXT.activityEmpty}</Muted>
      ) : (
        <List>
          {items.map((item) => (
            <li key={item.key}>
              <Dot $kind={item.kind} aria-hidden="true" />
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.text}
                <Muted>{timeAgo(item.at)}</Muted>
              </div>
            </li>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
