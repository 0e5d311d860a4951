import type { ReauthRequest } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { ApiError, apiErrorMessage, apiSend, toast, useAuth } from '@stackfolio/shared-ui';
import { MESSAGES } from '../../../constants';
import { resetUserData } from './reset-user-data';

/** DELETE /api/auth/delete-account with the current password (and second factor when on). */
export function deleteAccount(input: ReauthRequest): Promise<void> {
  return apiSend('DELETE', '/api/auth/delete-account', { ...input });
}

/**
 * Deletes the account (docs/product.md §4, §8). Success: toast, the token and every cached trace of the
 * account are removed, and the user goes to /. Failure: the spec's error toast and the user stays
 * signed in to retry, except a 401 (the session is already gone), which signs out and goes to /.
 * Signing out and navigating happen in one handler so the settings page never renders signed out.
 */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const leave = () => {
    signOut();
    resetUserData(client);
    navigate('/');
  };
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({ ...MESSAGES.accountDeleted, variant: 'success' });
      leave();
    },
    onError: (error) => {
      toast({
        title: MESSAGES.accountDeleteFailed.title,
        description: apiErrorMessage(error, MESSAGES.accountDeleteFailed.fallback),
        variant: 'destructive',
      });
      if (error instanceof ApiError && error.status === 401) leave();
    },
  });
}
