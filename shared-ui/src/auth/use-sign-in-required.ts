import { useEffect, useRef } from 'react';
import { toast } from '../feedback/toast';
import { useAuth, type AuthState } from './auth-context';

/** Browser navigation here starts sign-in (docs/product.md §2). */
export const SIGN_IN_URL = '/api/login';
/** docs/product.md §9: login redirects wait 500 ms so the toast can be read. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;
/** docs/product.md §8: the toast shown before a signed-out user is sent to sign in. */
export const SIGNED_OUT_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;

/**
 * For screens only signed-in users may see (docs/product.md §2, §4): once the sign-in state has loaded and
 * says signed out, shows the 'Unauthorized' toast and after 500 ms sends the browser to
 * /api/login. Returns the auth state so the screen can show its loading state meanwhile.
 *
 * Only a visitor who arrives signed out is turned away: a user who signs out on the screen (Log out,
 * account deletion) is already being sent to / by that action, and router updates run as
 * transitions, so the screen may render the signed-out state once before it unmounts.
 */
export function useSignInRequired(): AuthState {
  const auth = useAuth();
  const wasSignedIn = useRef(false);
  if (auth.isAuthenticated) wasSignedIn.current = true;
  const signedOut = !auth.isLoading && !auth.isAuthenticated && !wasSignedIn.current;
  useEffect(() => {
    if (!signedOut) return;
    toast({ ...SIGNED_OUT_TOAST, variant: 'destructive' });
    const timer = setTimeout(() => {
      window.location.href = SIGN_IN_URL;
    }, SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut]);
  return auth;
}
