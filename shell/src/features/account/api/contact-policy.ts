import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserSchema, type ContactPolicy } from '@stackfolio/contract';
import { apiJson, CURRENT_USER_KEY } from '@stackfolio/shared-ui';

/** PATCH /api/users/profile `{ contactPolicy }`; the answer is the signed-in user, kept as such. */
export function useSaveContactPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactPolicy: ContactPolicy) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && currentUserSchema,
        'PATCH',
        '/api/users/profile',
        { contactPolicy },
      ),
    onSuccess: (user) => client.setQueryData(CURRENT_USER_KEY, user),
  });
}
