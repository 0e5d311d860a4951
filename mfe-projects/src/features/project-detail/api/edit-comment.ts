import { commentSchema, type ProjectComment } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, toast } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { projectKeys } from '../../projects';
import { replaceComment } from './comments-cache';

/** PATCH /api/projects/{id}/comments/{commentId} with the trimmed content. */
export function editComment(
  projectId: number,
  commentId: number,
  content: string,
): Promise<ProjectComment> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && commentSchema,
    'PATCH',
    `/api/projects/${projectId}/comments/${commentId}`,
    { content: content.trim() },
  );
}

/** The author saves a new text: the list shows it (marked edited) at once, then reloads. */
export function useEditComment(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
      editComment(projectId, commentId, content),
    onSuccess: async (saved) => {
      replaceComment(client, projectId, saved.id, saved);
      toast({ title: MESSAGES.commentUpdatedTitle, variant: 'success' });
      await client.invalidateQueries({ queryKey: projectKeys.comments(projectId) });
    },
  });
}
