import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { ProjectComment } from '@stackfolio/contract';
import { Button, ErrorState, Skeleton, apiErrorMessage, toast } from '@stackfolio/shared-ui';
import { personListStyles } from '../../../components/person-list';
import { MESSAGES } from '../../../constants';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { CommentItem, type CommentViewer } from './comment-item';

// The dialog (Radix) loads when someone first asks to delete a comment, not with the page.
const ConfirmDialog = lazy(() =>
  import('@stackfolio/shared-ui/dialog').then((m) => ({ default: m.ConfirmDialog })),
);

const List = styled.ol`
  ${personListStyles}
  p {
    white-space: pre-wrap;
  }
`;

/**
 * The project's comments, newest as the API orders them, a page at a time with "Load more
 * comments"; loading, empty and error states. Delete asks first; once a comment is gone, focus
 * goes to `focusAfterDelete` (its Delete button went with it).
 */
export function CommentList({
  projectId,
  viewer,
  focusAfterDelete,
}: {
  projectId: number;
  viewer: CommentViewer;
  focusAfterDelete: () => HTMLElement | null;
}) {
  const comments = useComments(projectId);
  const remove = useDeleteComment(projectId);
  const [doomed, setDoomed] = useState<ProjectComment | null>(null);
  // Once loaded, the dialog stays mounted so that closing it runs as Radix closes a dialog.
  const [askedOnce, setAskedOnce] = useState(false);
  const askToDelete = (comment: ProjectComment) => {
    setAskedOnce(true);
    setDoomed(comment);
  };
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => setDoomed(null),
      onError: (error) =>
        toast({
          title: MESSAGES.genericErrorTitle,
          description: apiErrorMessage(error, error.message),
          variant: 'destructive',
        }),
    });
  };
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
  return (
    <>
      {items.length === 0 ? (
        <p>No comments yet. Be the first to comment.</p>
      ) : (
        <List aria-label="Comments">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              viewer={viewer}
              onDelete={askToDelete}
            />
          ))}
        </List>
      )}
      {comments.hasNextPage && (
        <Button
          $variant="secondary"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load more comments
        </Button>
      )}
      {askedOnce && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={doomed !== null}
            onOpenChange={(open) => !open && setDoomed(null)}
            onConfirm={confirmDelete}
            pending={remove.isPending}
            title={MESSAGES.deleteCommentTitle}
            question={MESSAGES.deleteCommentConfirm}
            fallbackFocus={focusAfterDelete}
          />
        </Suspense>
      )}
    </>
  );
}
