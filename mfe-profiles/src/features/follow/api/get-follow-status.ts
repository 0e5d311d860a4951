import { followStatusSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { followKeys } from './follow-keys';

/** GET /api/users/{id}/follow-status: whether the signed-in viewer follows, and the counts. */
export function useFollowStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: followKeys.status(userId),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && followStatusSchema,
        'GET',
        `/api/users/${userId}/follow-status`,
      ),
    enabled,
  });
}
