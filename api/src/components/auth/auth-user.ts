import type { Identity } from './auth.repository';

/** The identity attached to a request (`req.user`). */
export interface AuthUser {
  id: number;
  isAdmin: boolean;
  passwordChangedAt: Date | null;
  /** Whether the address is confirmed (accounts made while confirmation is off count as it). */
  emailVerified: boolean;
}

export const toAuthUser = (u: Identity): AuthUser => ({
  id: u.id,
  isAdmin: Boolean(u.isAdmin),
  passwordChangedAt: u.passwordChangedAt ? new Date(u.passwordChangedAt) : null,
  emailVerified: Boolean(u.emailVerifiedAt),
});

/** What bearer authentication needs of the auth service: the user a token belongs to. */
export interface TokenLookup {
  userForToken(token: string): Promise<{ user: AuthUser; tokenHash: string } | null>;
}
