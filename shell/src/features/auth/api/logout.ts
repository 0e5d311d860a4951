import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { apiSend, useAuth } from '@stackfolio/shared-ui';
import { resetUserData } from './reset-user-data';

/** POST /api/auth/logout. */
export function logout(): Promise<void> {
  return apiSend('POST', '/api/auth/logout');
}

/**
 * Logs out: the token is removed and the user goes to / whether or not the call succeeds
 * (docs/product.md §7, §8: a failure is only logged).
 */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    signOut();
    resetUserData(client);
    navigate('/');
  };
}
