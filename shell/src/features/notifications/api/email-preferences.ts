import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailPreferencesSchema,
  unsubscribedSchema,
  type EmailPreferences,
} from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

const PREFERENCES_KEY = ['account', 'email-preferences'] as const;

/** GET /api/account/email-preferences: how each kind of notification is mailed. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && emailPreferencesSchema,
        'GET',
        '/api/account/email-preferences',
      ),
  });
}

/** PUT /api/account/email-preferences with the kinds that changed. */
export function useSaveEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: Partial<EmailPreferences>) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && emailPreferencesSchema,
        'PUT',
        '/api/account/email-preferences',
        update,
      ),
    onSuccess: (saved) => client.setQueryData(PREFERENCES_KEY, saved),
  });
}

/** POST /api/email/unsubscribe with a mail's token (no sign-in needed). */
export const unsubscribe = (token: string) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && unsubscribedSchema,
    'POST',
    '/api/email/unsubscribe',
    { token },
  );
