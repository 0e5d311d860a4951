import { likeStatusSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { projectKeys } from '../../projects';

/** GET /api/projects/{id}/like-status (docs/product.md §3 Like status). */
export function useLikeStatus(projectId: number) {
  return useQuery({
    queryKey: projectKeys.likeStatus(projectId),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && likeStatusSchema,
        'GET',
        `/api/projects/${projectId}/like-status`,
      ),
  });
}
