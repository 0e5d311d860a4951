import { commentSchema, type ProjectComment } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiJson, toast } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { projectKeys } from '../../projects';

/** POST /api/projects/{id}/comments with the trimmed content. */
export function addComment(projectId: number, content: string): Promise<ProjectComment> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && commentSchema,
    'POST',
    `/api/projects/${projectId}/comments`,
    {
      content: content.trim(),
    },
  );
}

/** Posts a comment; 'Comment added' on success (and the list and count reload), 'Error' otherwise. */
export function useAddComment(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(projectId, content),
    onSuccess: async () => {
      toast({
        title: MESSAGES.commentAddedTitle,
        description: MESSAGES.commentAddedDescription,
        variant: 'success',
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.commentCount(projectId) }),
      ]);
    },
    onError: (error) =>
      toast({
        title: MESSAGES.genericErrorTitle,
        description: apiErrorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
}
