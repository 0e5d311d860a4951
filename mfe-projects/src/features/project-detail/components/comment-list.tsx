import styled from 'styled-components';
import { Button, ErrorState, Skeleton, useTimeAgo } from '@stackfolio/shared-ui';
import { PersonRow, personListStyles } from '../../../components/person-list';
import { useComments } from '../api/get-comments';

const List = styled.ol`
  ${personListStyles}
  p {
    white-space: pre-wrap;
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
        {items.map((comment) => (
          <PersonRow key={comment.id} person={comment.user} avatarSize={32}>
            {(name) => (
              <>
                <strong>{name}</strong> <small>{timeAgo(comment.createdAt)}</small>
                <p>{comment.content}</p>
              </>
            )}
          </PersonRow>
        ))}
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
