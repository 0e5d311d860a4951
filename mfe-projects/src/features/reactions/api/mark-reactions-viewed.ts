import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@stackfolio/shared-ui';
import { reactionsKey } from './get-reactions';

/** POST /api/users/{id}/reactions/mark-viewed, then the reactions are refetched (docs/product.md §4). */
export function useMarkReactionsViewed(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', `/api/users/${userId}/reactions/mark-viewed`),
    onSettled: () => client.invalidateQueries({ queryKey: reactionsKey(userId) }),
    // Silent on failure: the badge simply stays until the next successful open.
    onError: (error) => console.warn('Could not mark reactions as viewed', error),
  });
}
