import {
  AUTH_MESSAGES,
  MODERATION_MESSAGES,
  type CurrentUser,
  type LoginRequest,
  type RegisterRequest,
  type SecondFactor,
  type UpdatePasswordRequest,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { HttpError, badRequest, notFound } from '../../lib/http';
import { afterCommit, inTransaction } from '../../db/transactions';
import { createEngagement } from '../engagement';
import { createFollowsService } from '../follows';
import { createHandlesRepository } from '../handles/handles.repository';
import { createTwoFactor } from '../two-factor/two-factor.service';
import { toCurrentUser } from '../users/users.mapper';
import {
  TOKEN_TOUCH_MS,
  createAuthRepository,
  type TokenDevice,
  type UserRecord,
} from './auth.repository';
import { toAuthUser, type AuthUser } from './auth-user';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { generateToken, hashToken } from './tokens';

export function createAuthService(
  ctx: AppContext,
  options: {
    /**
     * Told after a sign-up (the profile's share card, the confirmation mail); what it returns is
     * awaited, so a mail it queues is stored before the answer.
     */
    onRegistered?: (userId: number) => void | Promise<void>;
  } = {},
) {
  const repo = createAuthRepository(ctx.models);
  const engagement = createEngagement(ctx.models);
  const handles = createHandlesRepository(ctx.models);
  const follows = createFollowsService(ctx);
  const twoFactor = createTwoFactor(ctx);
  const { scryptCost, sessionAbsoluteMs } = ctx.config;
  // Verified against when the email is unknown: one scrypt at the same cost, the same time.
  const unknownUserHash = dummyHash(scryptCost);

  /**
   * Re-authentication before a sensitive change (ASVS 5.0 L2): the account, when `password` is
   * its current one and, when two-factor authentication is on, `factor` holds a current code or
   * an unused recovery code; otherwise a 400 that names the field. Callers throttle failures per
   * user.
   */
  async function reauthenticate(
    userId: number,
    password: string,
    field = 'password',
    factor: SecondFactor = {},
  ): Promise<UserRecord> {
    const user = await repo.findUserById(userId);
    if (!user) throw notFound('User not found');
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, {
        [field]: [AUTH_MESSAGES.wrongCurrentPassword],
      });
    }
    await twoFactor.check(userId, factor);
    return user;
  }

  /** Sets a new password and ends every session and token of the account but `keepSid`. */
  async function replacePassword(
    userId: number,
    password: string,
    keepSid?: string,
  ): Promise<Date> {
    const changedAt = new Date();
    await repo.setPassword(userId, await hashPassword(password, scryptCost), changedAt);
    await repo.revokeAllTokens(userId);
    await repo.destroySessionsOf(userId, keepSid);
    return changedAt;
  }

  return {
    repo,
    twoFactor,

    async register(input: RegisterRequest): Promise<AuthUser> {
      if (await repo.findUserByEmail(input.email))
        throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password, scryptCost);
      // Without confirmation, a new account counts as confirmed, as older accounts do.
      const emailVerifiedAt = ctx.config.emailVerification === 'off' ? new Date() : null;
      const user = await repo.createUser({ ...input, passwordHash, emailVerifiedAt });
      if (!user) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      await options.onRegistered?.(user.id);
      return toAuthUser(user);
    },

    /** The user for these credentials, or null; never says which part was wrong. */
    async verifyCredentials({ email, password }: LoginRequest): Promise<AuthUser | null> {
      const user = await repo.findUserByEmail(email);
      if (!user) {
        await verifyPassword(password, unknownUserHash);
        return null;
      }
      if (!(await verifyPassword(password, user.passwordHash))) return null;
      // Told only to whoever knows the password: a suspended account cannot sign in.
      if (user.suspendedAt) throw new HttpError(403, MODERATION_MESSAGES.suspended);
      return toAuthUser(user);
    },

    async issueToken(userId: number, device?: TokenDevice): Promise<string> {
      const token = generateToken();
      const expiresAt = new Date(Date.now() + sessionAbsoluteMs);
      await repo.createToken(userId, hashToken(token), expiresAt, device);
      return token;
    },

    async userForToken(token: string): Promise<{ user: AuthUser; tokenHash: string } | null> {
      const tokenHash = hashToken(token);
      const found = await repo.findTokenUser(tokenHash);
      if (!found) return null;
      // The stamp is written only when it is due, not on every request.
      const usedAt = found.lastUsedAt ? new Date(found.lastUsedAt).getTime() : 0;
      if (Date.now() - usedAt >= TOKEN_TOUCH_MS) await repo.touchToken(tokenHash);
      return { user: toAuthUser(found), tokenHash };
    },

    async findAuthUser(id: number): Promise<AuthUser | null> {
      const user = await repo.findIdentity(id);
      return user ? toAuthUser(user) : null;
    },

    revokeToken: (tokenHash: string) => repo.revokeToken(tokenHash),

    async currentUser(id: number): Promise<CurrentUser> {
      const user = await repo.findUserById(id);
      if (!user) throw notFound('User not found');
      return toCurrentUser(user, await repo.countProjects(id), ctx.config.emailVerification);
    },

    reauthenticate,
    replacePassword,

    /**
     * Changes the password and ends every other way in: all tokens and all other sessions.
     * Returns the moment of the change so the caller can re-stamp the current session.
     */
    async updatePassword(
      userId: number,
      input: UpdatePasswordRequest,
      currentSid?: string,
    ): Promise<Date> {
      await reauthenticate(userId, input.currentPassword, 'currentPassword', input);
      return replacePassword(userId, input.newPassword, currentSid);
    },

    /**
     * Deletes the account and its rows (by cascade) in one transaction, together with the
     * counters and scores of others that counted those rows (likes of their projects, their
     * engagement with this user's projects and profile); the files go once it has committed.
     */
    deleteAccount: (userId: number): Promise<void> =>
      inTransaction(ctx.sequelize, async () => {
        // The user row first: this user's likes, comments and uploads in flight (which lock it
        // through their foreign key) finish before anything is read, so none is missed below.
        if (!(await repo.lockUser(userId))) return;
        const projects = await repo.projectIdsOf(userId);
        // Then every project whose rows or counters change, so others' likes and views of them wait.
        await repo.lockProjects([...projects.own, ...projects.liked]);
        const keys = await repo.fileKeysOf(userId);
        const settle = await engagement.removingUser(userId, projects);
        // The people on the other side of this user's follows: their counters lose them.
        const settleFollows = await follows.removingUser(userId);
        await handles.retire(userId);
        await repo.deleteUser(userId);
        await settle();
        await settleFollows();
        afterCommit(async () => {
          for (const key of keys) {
            await ctx.storage
              .remove(key)
              .catch((err) => ctx.logger.warn({ err, key }, 'could not delete file'));
          }
        });
      }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
