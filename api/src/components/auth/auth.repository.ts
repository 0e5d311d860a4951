import { Op, UniqueConstraintError } from 'sequelize';
import { batchedLookup } from '../../db/batched-lookup';
import { plainRow } from '../../db/fast-read';
import type { Models, UserAttrs } from '../../db/models';
import { imageKeys } from '../../lib/images';
import { lockRows } from '../../db/transactions';
import { freeHandleFor } from '../../db/free-handle';
import { createProjectContentRepository } from '../projects/project-content.repository';

export type UserRecord = UserAttrs;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Set when the account needs no confirmation (EMAIL_VERIFICATION off). */
  emailVerifiedAt: Date | null;
}

/** Where an API token was issued (Settings → Devices). */
export interface TokenDevice {
  userAgent?: string;
  country?: string;
  /** SHA-256 of the session the token was issued with, when it came with one. */
  sessionKey?: string;
}

/** A token's account, for tokens that have not expired (batched: db/batched-lookup.ts). */
const tokenUserSql = (hashes: string) => `SELECT t.tokenHash, u.id, u.isAdmin,
  u.passwordChangedAt, u.emailVerifiedAt, t.lastUsedAt
  FROM api_tokens t JOIN users u ON u.id = t.userId
  WHERE t.tokenHash IN (${hashes}) AND t.expiresAt > ? AND u.suspendedAt IS NULL`;

interface TokenUserRow {
  tokenHash: string;
  id: number;
  isAdmin: unknown;
  passwordChangedAt: Date | string | null;
  emailVerifiedAt: Date | string | null;
  lastUsedAt: Date | string | null;
}

/** A token's last use is stamped at most this often (one write a minute, not one per request). */
export const TOKEN_TOUCH_MS = 60_000;

/** The columns of an account a request carries (AuthUser's). */
export type Identity = Pick<UserAttrs, 'id' | 'isAdmin' | 'passwordChangedAt' | 'emailVerifiedAt'>;

/** What a request with a bearer token needs: the account's identity and the token's last use. */
export type TokenUser = Identity & {
  lastUsedAt: Date | null;
};

/** Data access for accounts, sessions and API tokens. Returns plain objects. */
export function createAuthRepository(models: Models) {
  const { User, Project, Like, ApiToken, Session } = models;
  const sequelize = User.sequelize!;
  // Every request with a bearer token runs it: concurrent requests share one statement.
  const tokenUser = batchedLookup<string, TokenUserRow>(sequelize, {
    sql: tokenUserSql,
    params: () => [new Date()],
    keyOf: (row) => row.tokenHash,
  });
  const identity = batchedLookup<number, Record<string, unknown>>(sequelize, {
    // A suspended account has no identity: whatever session store or token it kept, it is out.
    sql: (ids) =>
      `SELECT id, isAdmin, passwordChangedAt, emailVerifiedAt FROM users WHERE id IN (${ids}) AND suspendedAt IS NULL`,
    keyOf: (row) => Number(row.id),
  });
  return {
    async findUserByEmail(email: string): Promise<UserRecord | null> {
      const user = await User.findOne({ where: { email: email.toLowerCase() } });
      return user ? user.get({ plain: true }) : null;
    },

    async findUserById(id: number): Promise<UserRecord | null> {
      const user = await User.findByPk(id);
      return user ? user.get({ plain: true }) : null;
    },

    /**
     * What a signed-in session needs of its account (AuthUser's columns). Every request with a
     * session cookie reads it: plain SQL, batched like the token's account.
     */
    async findIdentity(id: number): Promise<Identity | null> {
      const row = await identity(id);
      return row && plainRow<Identity>(User, row);
    },

    /**
     * Creates a user with a handle proposed from the name (db/models); returns null when the
     * email is taken. Two sign-ups that picked the same handle at once: the loser picks again.
     */
    async createUser(input: NewUser): Promise<UserRecord | null> {
      const email = input.email.toLowerCase();
      for (let attempt = 1; ; attempt++) {
        try {
          // A retry draws a random suffix: many sign-ups with one name at once stop colliding.
          const handle = attempt > 1 ? await freeHandleFor(models, input, true) : undefined;
          const user = await User.create({ ...input, email, ...(handle ? { handle } : {}) });
          return user.get({ plain: true });
        } catch (err) {
          if (!(err instanceof UniqueConstraintError)) throw err;
          if ((await User.count({ where: { email } })) > 0) return null;
          if (attempt >= 5) throw err;
        }
      }
    },

    countProjects: (userId: number) => Project.count({ where: { userId } }),

    /** Marks the address confirmed (idempotent: the first confirmation's time stays). */
    async markEmailVerified(userId: number, at: Date): Promise<void> {
      await User.update({ emailVerifiedAt: at }, { where: { id: userId, emailVerifiedAt: null } });
    },

    async setPassword(userId: number, passwordHash: string, changedAt: Date): Promise<void> {
      await User.update({ passwordHash, passwordChangedAt: changedAt }, { where: { id: userId } });
    },

    async setAdmin(email: string, isAdmin: boolean): Promise<boolean> {
      const [count] = await User.update({ isAdmin }, { where: { email: email.toLowerCase() } });
      return count > 0;
    },

    /** Storage keys of every file a user owns (avatar, header image, share cards, project files, images and their variants). */
    async fileKeysOf(userId: number): Promise<string[]> {
      const user = await User.findByPk(userId, {
        attributes: ['avatarKey', 'avatarInfo', 'headerImageKey', 'headerImageInfo', 'cardKey'],
      });
      const projects = await Project.findAll({
        where: { userId },
        attributes: ['id', 'fileKey', 'imageKey', 'imageInfo', 'cardKey'],
      });
      const content = await createProjectContentRepository(models).keysOf(
        projects.map((p) => p.id),
      );
      const keys = [
        ...imageKeys(user?.avatarKey, user?.avatarInfo),
        ...imageKeys(user?.headerImageKey, user?.headerImageInfo),
        user?.cardKey,
        ...projects.flatMap((p) => [p.fileKey, p.cardKey, ...imageKeys(p.imageKey, p.imageInfo)]),
        ...content,
      ];
      // The first file and the cover are named twice (the projects row mirrors them).
      return [...new Set(keys.filter((k): k is string => Boolean(k)))];
    },

    /** Ids of the user's own projects, and of others' projects the user likes. */
    async projectIdsOf(userId: number): Promise<{ own: number[]; liked: number[] }> {
      const own = await Project.findAll({ where: { userId }, attributes: ['id'] });
      const liked = await Like.findAll({
        where: { userId, '$project.userId$': { [Op.ne]: userId } },
        include: [{ model: Project, as: 'project', attributes: [], required: true }],
        attributes: ['projectId'],
      });
      return { own: own.map((p) => p.id), liked: liked.map((l) => l.projectId) };
    },

    /** In a transaction: locks the user row until commit; false when there is none. */
    lockUser: async (userId: number) => (await lockRows(User, [userId])).length > 0,

    /** In a transaction: locks these project rows (in id order) until commit. */
    async lockProjects(projectIds: number[]): Promise<void> {
      await lockRows(Project, projectIds);
    },

    /** Deletes the user; foreign keys cascade to projects, likes, comments, views, tokens, sessions. */
    async deleteUser(userId: number): Promise<void> {
      await User.destroy({ where: { id: userId } });
    },

    async createToken(
      userId: number,
      tokenHash: string,
      expiresAt: Date,
      device: TokenDevice = {},
    ): Promise<void> {
      await ApiToken.create({ userId, tokenHash, expiresAt, ...device });
    },

    /** Stamps a token's last use, at most once a minute (one write per minute, not per request). */
    async touchToken(tokenHash: string): Promise<void> {
      const now = new Date();
      await ApiToken.update(
        { lastUsedAt: now },
        {
          where: {
            tokenHash,
            [Op.or]: [
              { lastUsedAt: null },
              { lastUsedAt: { [Op.lt]: new Date(now.getTime() - TOKEN_TOUCH_MS) } },
            ],
          },
        },
      );
    },

    /**
     * The account of an unexpired token and when the token was last used, in one statement. It
     * runs on every request that carries a bearer token, so it is plain SQL on the driver's
     * connection (db/fast-read.ts): no model instances, no query pipeline, and the lookups of
     * requests that arrive together share one statement (db/batched-lookup.ts). Never cached: a
     * revoked or expired token stops working on the next request.
     */
    async findTokenUser(tokenHash: string): Promise<TokenUser | null> {
      const row = await tokenUser(tokenHash);
      if (!row) return null;
      // SQLite returns dates as text, MySQL as Date objects.
      const date = (v: Date | string | null) => (v === null ? null : new Date(v));
      return {
        id: Number(row.id),
        isAdmin: Boolean(row.isAdmin),
        passwordChangedAt: date(row.passwordChangedAt),
        emailVerifiedAt: date(row.emailVerifiedAt),
        lastUsedAt: date(row.lastUsedAt),
      };
    },

    async revokeToken(tokenHash: string): Promise<void> {
      await ApiToken.destroy({ where: { tokenHash } });
    },

    async revokeAllTokens(userId: number): Promise<void> {
      await ApiToken.destroy({ where: { userId } });
    },

    async destroySessionsOf(userId: number, exceptSid?: string): Promise<void> {
      await Session.destroy({
        where: { userId, ...(exceptSid ? { sid: { [Op.ne]: exceptSid } } : {}) },
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
