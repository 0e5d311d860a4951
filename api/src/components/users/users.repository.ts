import {
  shownFollowerCountSql,
  shownFollowingCountSql,
  visibleProjects,
  visibleUsers,
} from '../../db/visibility';
import type { ProfileSearch } from '@stackfolio/contract';
import { Op, fn, col, type WhereOptions } from 'sequelize';
import { fullTextSearch, inIdOrder } from '../../db/full-text';
import { batchedLookup } from '../../db/batched-lookup';
import { plainRow } from '../../db/fast-read';
import type { Models, UserAttrs, UserModel } from '../../db/models';
import { rawRows } from '../../db/raw-rows';
import { PUBLIC_USER_COLUMNS, type PublicUserRow } from './users.mapper';
import {
  everyWordMatches,
  jsonArrayHas,
  jsonTextContains,
  searchWords,
  textContains,
} from '../../db/search';

export type UserRow = UserAttrs;
/** A user with the number of projects they own. */
export type CountedUserRow = UserRow & { projectCount: number };
type ProfileChanges = Partial<
  Omit<UserAttrs, 'id' | 'email' | 'passwordHash' | 'isAdmin' | 'createdAt' | 'updatedAt'>
>;

/**
 * Every word of `q` must match one of the searchable fields, and `skill` one of the user's skills
 * exactly (both case-insensitive, both dialects).
 */
function searchWhere({ q, skill }: ProfileSearch): WhereOptions<UserAttrs> {
  const fields = ['firstName', 'lastName', 'title', 'jobTitle', 'location'];
  const words = everyWordMatches<UserAttrs>(searchWords(q), (word) => [
    ...fields.map((f) => textContains(f, word)),
    jsonTextContains('skills', word),
  ]);
  // Suspended accounts are left out (db/visibility.ts).
  return {
    [Op.and]: [words, visibleUsers(), ...(skill ? [jsonArrayHas('skills', skill)] : [])],
  } as WhereOptions<UserAttrs>;
}

/** Data access for profiles. Returns plain objects. */
export function createUsersRepository(models: Models) {
  const { User, Project } = models;
  const sequelize = User.sequelize!;

  /** Project counts for a set of users, in one grouped query. */
  async function projectCounts(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await Project.count({
      where: { userId: userIds, hiddenAt: null },
      group: ['userId'],
    });
    return new Map(rows.map((r) => [Number(r.userId), Number(r.count)]));
  }

  const plain = (u: UserModel): UserRow => u.get({ plain: true });
  /** The user's project count as a column of the same statement (an indexed count per row). */
  const withProjectCount = {
    include: [
      [
        sequelize.literal(
          '(SELECT COUNT(*) FROM projects WHERE projects.userId = `User`.`id` AND projects.hiddenAt IS NULL)',
        ),
        'projectCount',
      ],
    ] as [ReturnType<typeof sequelize.literal>, string][],
  };
  /** The follow counts as the follower lists add up (without suspended accounts). */
  const shownColumn: Partial<Record<string, string>> = {
    followerCount: `${shownFollowerCountSql('u')} AS followerCount`,
    followingCount: `${shownFollowingCountSql('u')} AS followingCount`,
  };
  /**
   * findCounted's statement, in plain SQL (db/fast-read.ts): a profile's columns and count; the
   * profiles asked for together share one statement (db/batched-lookup.ts).
   */
  const countedById = batchedLookup<number, Record<string, unknown>>(sequelize, {
    sql: (ids) => `SELECT ${PUBLIC_USER_COLUMNS.map(
      (name) => shownColumn[name] ?? `u.${name}`,
    ).join(', ')}, u.suspendedAt AS suspendedAt,
      (SELECT COUNT(*) FROM projects WHERE projects.userId = u.id AND projects.hiddenAt IS NULL) AS projectCount
      FROM users u WHERE u.id IN (${ids})`,
    keyOf: (row) => Number(row.id),
  });
  const counted = (u: UserModel): CountedUserRow => {
    const row = plain(u) as CountedUserRow;
    row.projectCount = Number(row.projectCount) || 0;
    return row;
  };

  return {
    projectCounts,

    async findById(id: number): Promise<UserRow | null> {
      const user = await User.findByPk(id);
      return user ? plain(user) : null;
    },

    /**
     * The user and their project count, in one statement. Every profile view runs it (signed-in
     * callers are never served from the response cache), so it skips Sequelize's query pipeline.
     */
    async findCounted(
      id: number,
    ): Promise<(PublicUserRow & { projectCount: number; suspendedAt: Date | null }) | null> {
      const row = await countedById(id);
      if (!row) return null;
      const user = plainRow<PublicUserRow & { projectCount: number; suspendedAt: Date | null }>(
        User,
        row,
      );
      user.projectCount = Number(user.projectCount) || 0;
      return user;
    },

    /**
     * Profiles matching `q` (ranked by relevance through the full-text index, db/full-text.ts) and
     * `skill`; newest first without `q`. `engine: 'instr'` forces the plain INSTR scan
     * (the fallback, and the bench's reference).
     */
    async search(
      filter: ProfileSearch,
      offset: number,
      limit: number,
      engine: 'full-text' | 'instr' = 'full-text',
    ): Promise<{ items: CountedUserRow[]; total: number; fuzzy?: boolean }> {
      const ranked =
        engine === 'full-text' && searchWords(filter.q).length
          ? await fullTextSearch(
              sequelize,
              'users',
              filter.q,
              { listHas: filter.skill },
              offset,
              limit,
            )
          : null;
      if (ranked) {
        const rows = ranked.ids.length
          ? await User.findAll({
              where: { id: ranked.ids, ...visibleUsers() },
              attributes: withProjectCount,
            })
          : [];
        return {
          items: inIdOrder(ranked.ids, rows.map(counted)),
          total: ranked.total,
          fuzzy: ranked.fuzzy,
        };
      }
      const where = searchWhere(filter);
      const [rows, total] = await Promise.all([
        User.findAll({
          where,
          attributes: withProjectCount,
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          offset,
          limit,
        }),
        User.count({ where }),
      ]);
      return { items: rows.map(counted), total };
    },

    /**
     * Users with projects, most engaging first (likes, views and downloads their projects
     * received, then project count), bounded.
     */
    async featured(limit: number): Promise<UserRow[]> {
      const engagement = fn('SUM', sequelize.literal('likeCount + viewCount + downloadCount'));
      const top = await rawRows<{ userId: number }>(Project, {
        where: visibleProjects(),
        attributes: ['userId', [engagement, 'engagement'], [fn('COUNT', col('id')), 'projects']],
        group: ['userId'],
        order: [
          [sequelize.literal('engagement'), 'DESC'],
          [sequelize.literal('projects'), 'DESC'],
          ['userId', 'ASC'],
        ],
        limit,
      });
      const ids = top.map((r) => Number(r.userId));
      const users = await User.findAll({ where: { id: ids } });
      const byId = new Map(users.map((u) => [u.id, plain(u)]));
      return ids.map((id) => byId.get(id)).filter((u): u is UserRow => Boolean(u));
    },

    async update(id: number, changes: ProfileChanges): Promise<void> {
      const user = await User.findByPk(id);
      if (user) await user.update(changes);
    },
  };
}
