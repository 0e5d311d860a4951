import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast, useAuth } from '@stackfolio/shared-ui';
import { MESSAGES, UNAUTHENTICATED_REDIRECT_MS } from '../../../constants';

/**
 * For shell pages that need a signed-in user (SPEC §4's rule for signed-in pages): a signed-out
 * visitor gets the 'Unauthorized' toast and is sent to /login 500 ms later. Returns whether the
 * page may render. (/login is where /api/login leads; navigating there directly skips a reload.)
 */
export function useRequireSignIn(): boolean {
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  // Signing out from this page (log out, account deletion) navigates by itself; router updates run
  // as transitions, so the page may briefly see the signed-out state first: only a visitor who
  // arrives signed out is turned away.
  const wasSignedIn = useRef(false);
  if (isAuthenticated) wasSignedIn.current = true;
  const signedOut = !isLoading && !isAuthenticated && !wasSignedIn.current;

  useEffect(() => {
    if (!signedOut) return;
    toast({ ...MESSAGES.unauthorized, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/login', { replace: true }), UNAUTHENTICATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  return isAuthenticated;
}
