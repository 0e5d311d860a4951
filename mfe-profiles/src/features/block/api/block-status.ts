import { blockStatusSchema, type BlockStatus } from '@stackfolio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** Under '/api/users' so a follow or profile change (which invalidate that prefix) refresh it. */
export const blockKey = (userId: number) => ['/api/users', userId, 'block'] as const;

/** GET /api/users/{id}/block: whether the signed-in viewer blocks this person. */
export function useBlockStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: blockKey(userId),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && blockStatusSchema,
        'GET',
        `/api/users/${userId}/block`,
      ),
    enabled,
  });
}

/** PUT (block) or DELETE (unblock) /api/users/{id}/block: both idempotent. */
export function changeBlock(userId: number, block: boolean): Promise<BlockStatus> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && blockStatusSchema,
    block ? 'PUT' : 'DELETE',
    `/api/users/${userId}/block`,
  );
}

/**
 * Blocks or unblocks; the answer replaces the status, and what a block changes is refreshed:
 * both people's follow counts and lists, the viewer's own counts, comments and feed.
 */
export function useChangeBlock(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => changeBlock(userId, block),
    onSuccess: async (status) => {
      client.setQueryData(blockKey(userId), status);
      await client.invalidateQueries({
        predicate: ({ queryKey }) =>
          (queryKey[0] === '/api/users' && queryKey[2] !== 'block') ||
          queryKey[0] === '/api/auth/user' ||
          queryKey[0] === '/api/projects/following' ||
          queryKey[0] === 'account',
      });
    },
  });
}
