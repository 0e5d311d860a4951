import { Op, literal, type WhereOptions } from 'sequelize';

/**
 * What moderation takes out of public reads, in one place: a project or comment moderators hid,
 * and everything of a suspended account (its profile, projects and comments). Every public read
 * (lists, search, detail, profiles, the sitemap, the pages) filters through these; the owner of
 * hidden content and admins read it through their own checks (components/moderation).
 */

/** Ids of suspended accounts, as a subquery (few rows, on an index). */
const SUSPENDED_IDS = '(SELECT su.id FROM users su WHERE su.suspendedAt IS NOT NULL)';

/** SQL: a project row (table alias `p`) anyone may see. */
export const visibleProjectSql = (p: string) =>
  `${p}.hiddenAt IS NULL AND ${p}.userId NOT IN ${SUSPENDED_IDS}`;

/** SQL: a comment row (alias `c`) anyone may see. */
export const visibleCommentSql = (c: string) =>
  `${c}.hiddenAt IS NULL AND ${c}.userId NOT IN ${SUSPENDED_IDS}`;

/** SQL: a user row (alias `u`) anyone may see. */
export const visibleUserSql = (u: string) => `${u}.suspendedAt IS NULL`;

/**
 * SQL: a user's (alias `u`) follower and following counts as others see them. The stored counters
 * stay one per follows row (the writes keep them exact); the follows with suspended accounts are
 * left out of every list, so they are taken off here. Driven from the few suspended accounts
 * (users_suspended), one follows_pair probe each.
 */
export const shownFollowerCountSql = (u: string) =>
  `(${u}.followerCount - (SELECT COUNT(*) FROM users su WHERE su.suspendedAt IS NOT NULL AND ` +
  `EXISTS(SELECT 1 FROM follows sf WHERE sf.followerId = su.id AND sf.followedId = ${u}.id)))`;
export const shownFollowingCountSql = (u: string) =>
  `(${u}.followingCount - (SELECT COUNT(*) FROM users su WHERE su.suspendedAt IS NOT NULL AND ` +
  `EXISTS(SELECT 1 FROM follows sf WHERE sf.followerId = ${u}.id AND sf.followedId = su.id)))`;

/** Sequelize: projects anyone may see (column names unqualified: the query's main model). */
export const visibleProjects = (): WhereOptions => ({
  hiddenAt: null,
  userId: { [Op.notIn]: literal(SUSPENDED_IDS) },
});

/** Sequelize: rows (likes, follows) of accounts that are not suspended. */
export const byVisibleUsers = (): WhereOptions => ({
  userId: { [Op.notIn]: literal(SUSPENDED_IDS) },
});

/** Sequelize: comments anyone may see. */
export const visibleComments = (): WhereOptions => ({
  hiddenAt: null,
  userId: { [Op.notIn]: literal(SUSPENDED_IDS) },
});

/** Sequelize: a user id column that is not a suspended account's (`{ senderId: notSuspended() }`). */
export const notSuspended = () => ({ [Op.notIn]: literal(SUSPENDED_IDS) });

/** Sequelize: accounts anyone may see. */
export const visibleUsers = (): WhereOptions => ({ suspendedAt: null });

/** Whether `viewer` may read content of `ownerId` that moderation took out of public reads. */
export const seesModerated = (
  viewer: { id: number; isAdmin: boolean } | null | undefined,
  ownerId: number,
) => Boolean(viewer && (viewer.isAdmin || viewer.id === ownerId));
