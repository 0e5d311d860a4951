import type { UserRecord } from './auth.repository';

/** The identity attached to a request (`req.user`). */
export interface AuthUser {
  id: number;
  isAdmin: boolean;
  passwordChangedAt: Date | null;
}

export const toAuthUser = (
  u: Pick<UserRecord, 'id' | 'isAdmin' | 'passwordChangedAt'>,
): AuthUser => ({
  id: u.id,
  isAdmin: Boolean(u.isAdmin),
  passwordChangedAt: u.passwordChangedAt ? new Date(u.passwordChangedAt) : null,
});

/** What bearer authentication needs of the auth service: the user a token belongs to. */
export interface TokenLookup {
  userForToken(token: string): Promise<{ user: AuthUser; tokenHash: string } | null>;
}
