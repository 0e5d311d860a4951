import { followStatusSchema, type FollowStatus } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiJson, toast } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { followKeys } from './follow-keys';

/** PUT (follow) or DELETE (unfollow) /api/users/{id}/follow: both idempotent. */
export function changeFollow(userId: number, follow: boolean): Promise<FollowStatus> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && followStatusSchema,
    follow ? 'PUT' : 'DELETE',
    `/api/users/${userId}/follow`,
  );
}

/**
 * Follows or unfollows; the answer (the person's counts after it) replaces the status, and the
 * user records (both people's counts, the lists, the Following feed) are refreshed. A failure
 * shows an 'Error' toast with the API's message.
 */
export function useChangeFollow(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => changeFollow(userId, follow),
    onSuccess: async (status) => {
      client.setQueryData(followKeys.status(userId), status);
      await client.invalidateQueries({
        predicate: ({ queryKey }) =>
          (queryKey[0] === '/api/users' && queryKey[2] !== 'follow-status') ||
          queryKey[0] === '/api/auth/user' ||
          queryKey[0] === '/api/projects/following',
      });
    },
    onError: (error) => {
      toast({
        title: TEXT.followFailed,
        description: apiErrorMessage(error, error.message),
        variant: 'destructive',
      });
    },
  });
}
