import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiJson, toast } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { projectKeys } from '../../projects';
import { likeStatusSchema, type LikeStatus } from '@stackfolio/contract';

/** POST /api/projects/{id}/like toggles the signed-in user's like. */
export function toggleLike(projectId: number): Promise<LikeStatus> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && likeStatusSchema,
    'POST',
    `/api/projects/${projectId}/like`,
  );
}

/** Toggles the like, shows the new state at once, and rolls back with an 'Error' toast on failure. */
export function useToggleLike(projectId: number) {
  const client = useQueryClient();
  const key = projectKeys.likeStatus(projectId);
  return useMutation({
    mutationFn: () => toggleLike(projectId),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<LikeStatus>(key);
      if (previous) {
        client.setQueryData<LikeStatus>(key, {
          hasLiked: !previous.hasLiked,
          likesCount: Math.max(0, previous.likesCount + (previous.hasLiked ? -1 : 1)),
        });
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast({
        title: MESSAGES.genericErrorTitle,
        description: apiErrorMessage(error, error.message),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
