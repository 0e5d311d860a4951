import { likeStatusSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { projectKeys } from '../../projects';

/** GET /api/projects/{id}/like-status (docs/product.md §3 Like status). */
export function useLikeStatus(projectId: number) {
  return useQuery({
    queryKey: projectKeys.likeStatus(projectId),
    queryFn: () => apiJson(likeStatusSchema, 'GET', `/api/projects/${projectId}/like-status`),
  });
}
