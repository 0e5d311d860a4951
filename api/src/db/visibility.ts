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

/** Sequelize: projects anyone may see (column names unqualified: the query's main model). */
export const visibleProjects = (): WhereOptions => ({
  hiddenAt: null,
  userId: { [Op.notIn]: literal(SUSPENDED_IDS) },
});

/** Sequelize: comments anyone may see. */
export const visibleComments = (): WhereOptions => ({
  hiddenAt: null,
  userId: { [Op.notIn]: literal(SUSPENDED_IDS) },
});

/** Sequelize: accounts anyone may see. */
export const visibleUsers = (): WhereOptions => ({ suspendedAt: null });

/** Whether `viewer` may read content of `ownerId` that moderation took out of public reads. */
export const seesModerated = (
  viewer: { id: number; isAdmin: boolean } | null | undefined,
  ownerId: number,
) => Boolean(viewer && (viewer.isAdmin || viewer.id === ownerId));
