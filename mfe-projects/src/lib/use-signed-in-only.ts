import { useEffect } from 'react';
import { useAuth, type AuthState } from '@stackfolio/shared-ui';
import { sendToSignIn } from './send-to-sign-in';

/**
 * For signed-in screens: once the sign-in state has loaded and says signed out, shows the
 * 'Unauthorized' toast and sends the browser to /api/login after 500 ms (SPEC §4).
 */
export function useSignedInOnly(): AuthState {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (signedOut) return sendToSignIn();
  }, [signedOut]);
  return auth;
}
