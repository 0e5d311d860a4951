import styled from 'styled-components';
import {
  Avatar,
  Button,
  ErrorState,
  Skeleton,
  fullName,
  initials,
  useTimeAgo,
} from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { useComments } from '../api/get-comments';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The project's comments, newest as the API orders them, a page at a time with "Load more
 * comments"; loading, empty and error states.
 */
export function CommentList({ projectId }: { projectId: number }) {
  const timeAgo = useTimeAgo();
  const comments = useComments(projectId);
  if (comments.isLoading)
    return <Skeleton $height="48px" role="status" aria-label="Loading comments" />;
  if (comments.isError) {
    return (
      <ErrorState
        title="Failed to load comments"
        onRetry={() => void comments.refetch()}
        retryLabel="Try Again"
      />
    );
  }
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <p>No comments yet. Be the first to comment.</p>;
  return (
    <>
      <List aria-label="Comments">
        {items.map((comment) => {
          const name = fullName(comment.user, MESSAGES.anonymous);
          return (
            <li key={comment.id}>
              <Avatar
                src={comment.user?.avatarUrl}
                name={name}
                fallback={initials(comment.user)}
                size={32}
              />
              <div>
                <strong>{name}</strong> <small>{timeAgo(comment.createdAt)}</small>
                <p>{comment.content}</p>
              </div>
            </li>
          );
        })}
      </List>
      {comments.hasNextPage && (
        <Button
          $variant="secondary"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load more comments
        </Button>
      )}
    </>
  );
}
