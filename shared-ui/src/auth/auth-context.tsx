import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { currentUserSchema } from '@stackfolio/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, getAuthToken, setAuthToken } from '../api-client';
import type { CurrentUser } from '../types';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

export interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Stores a token returned by login/register and reloads the current user. */
  signIn: (token: string) => Promise<void>;
  /** Forgets the token and the cached user (the caller decides where to go next). */
  signOut: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The server writes `<meta name="stackfolio-session" content="none">` into a page requested without
 * a session cookie. Read once and removed: it describes the page load, not what happens after.
 */
function takeNoSessionHint(): boolean {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="stackfolio-session"]');
  if (!meta) return false;
  meta.remove();
  return meta.getAttribute('content') === 'none';
}

/**
 * GET /api/auth/user: a 401 means signed out (null), never retried (docs/product.md §7). When the page was
 * served without a session cookie and no token is stored, the answer is known to be a 401: the
 * first load skips the request (no round trip, no failed request in the console).
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (takeNoSessionHint() && !getAuthToken()) return null;
  try {
    return await apiJson(
      process.env.NODE_ENV !== 'production' && currentUserSchema,
      'GET',
      '/api/auth/user',
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Provides the sign-in state. The shell mounts it once; a remote running standalone mounts its own. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retry: false });
  const user = query.data ?? null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading: query.isLoading,
      isAuthenticated: user !== null,
      isAdmin: Boolean(user?.isAdmin),
      signIn: async (token) => {
        setAuthToken(token);
        await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
      signOut: () => {
        setAuthToken(null);
        queryClient.setQueryData(CURRENT_USER_KEY, null);
      },
    }),
    [user, query.isLoading, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state provided by the shell (one context, shared as a federation singleton). */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
