import { contactSentSchema, contactStatusSchema, type ContactRequest } from '@stackfolio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** Under '/api/users' so a follow or block (which invalidate that prefix) refresh it. */
export const contactKey = (userId: number) => ['/api/users', userId, 'contact'] as const;

/** GET /api/users/{id}/contact: whether the signed-in viewer may contact this person. */
export function useContactStatus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: contactKey(userId),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && contactStatusSchema,
        'GET',
        `/api/users/${userId}/contact`,
      ),
    enabled,
  });
}

/** POST /api/users/{id}/contact; the sender's sent list is refreshed. */
export function useSendContact(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ContactRequest) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && contactSentSchema,
        'POST',
        `/api/users/${userId}/contact`,
        request,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/messages'] }),
  });
}
