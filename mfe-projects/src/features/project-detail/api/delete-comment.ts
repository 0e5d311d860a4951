import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, toast } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { projectKeys } from '../../projects';
import { replaceComment } from './comments-cache';

/** DELETE /api/projects/{id}/comments/{commentId}. */
export async function deleteComment(projectId: number, commentId: number): Promise<void> {
  await apiSend('DELETE', `/api/projects/${projectId}/comments/${commentId}`);
}

/**
 * Deletes a comment: it leaves the cached list at once (no screen shows it after the answer),
 * then the list, the count and the owner's reactions reload.
 */
export function useDeleteComment(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(projectId, commentId),
    onSuccess: async (_answer, commentId) => {
      replaceComment(client, projectId, commentId, null);
      toast({
        title: MESSAGES.commentDeletedTitle,
        description: MESSAGES.commentDeletedDescription,
        variant: 'success',
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.commentCount(projectId) }),
        // The project owner's 'Recent Reactions' list the comment too.
        client.invalidateQueries({ predicate: (q) => q.queryKey[2] === 'reactions' }),
      ]);
    },
  });
}
