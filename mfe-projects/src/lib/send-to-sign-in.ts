import { toast } from '@stackfolio/shared-ui';
import { LOGIN_ENDPOINT, MESSAGES, REDIRECT_DELAY_MS } from '../constants';

/**
 * SPEC §4/§8: a signed-out user (or a session that expired mid-form) reads 'Unauthorized: You are
 * logged out. Logging in again...' and 500 ms later the browser starts sign-in at /api/login.
 * Returns a cancel function (for effects that unmount first).
 */
export function sendToSignIn(): () => void {
  toast({ title: MESSAGES.unauthorizedTitle, description: MESSAGES.loggedOutDescription, variant: 'destructive' });
  const timer = setTimeout(() => {
    window.location.href = LOGIN_ENDPOINT;
  }, REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}
