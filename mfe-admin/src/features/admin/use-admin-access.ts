import { useEffect } from 'react';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { toast, useSignInRequired } from '@stackfolio/shared-ui';
import { ACCESS_DENIED_REDIRECT_MS, TEXT } from '../../constants';

export type AdminAccess = 'checking' | 'signed-out' | 'denied' | 'granted';

/**
 * docs/product.md §4, §6: signed-out users go through the sign-in rule; a signed-in non-admin gets the
 * 'Access Denied' toast and is sent to / after 500 ms. The API refuses them anyway.
 */
export function useAdminAccess(): AdminAccess {
  const { isLoading, isAuthenticated, isAdmin } = useSignInRequired();
  const navigate = useNavigate();
  const denied = !isLoading && isAuthenticated && !isAdmin;
  useEffect(() => {
    if (!denied) return;
    toast({ ...TEXT.accessDenied, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);
  if (isLoading) return 'checking';
  if (!isAuthenticated) return 'signed-out';
  return isAdmin ? 'granted' : 'denied';
}
