import type { LikeStatus } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../projects';

/** GET /api/projects/{id}/like-status (docs/product.md §3 Like status). */
export function useLikeStatus(projectId: number) {
  return useQuery<LikeStatus>({ queryKey: projectKeys.likeStatus(projectId) });
}
