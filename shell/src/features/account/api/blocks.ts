import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockedPeopleSchema, blockStatusSchema } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

const BLOCKED_KEY = ['account', 'blocks'] as const;

/** GET /api/account/blocks: everyone the signed-in user blocks, newest first. */
export function useBlockedPeople() {
  return useQuery({
    queryKey: BLOCKED_KEY,
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && blockedPeopleSchema,
        'GET',
        '/api/account/blocks',
      ),
  });
}

/** DELETE /api/users/{id}/block, then the list again. */
export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && blockStatusSchema,
        'DELETE',
        `/api/users/${userId}/block`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: BLOCKED_KEY }),
  });
}
