import {
  shownFollowerCountSql,
  shownFollowingCountSql,
  visibleProjects,
  visibleUsers,
} from '../../db/visibility';
import type { ProfileFacets, ProfileSearch } from '@stackfolio/contract';
import { Op, QueryTypes, fn, col, type WhereOptions } from 'sequelize';
import { fullTextSearch, inIdOrder, textCondition } from '../../db/full-text';
import { facetCounts, pageWhere, profileScope, scopeWhere } from './profile-filters';
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
/** What others may see of a user, with their visible projects' count. */
export type CountedPublicRow = PublicUserRow & { projectCount: number; suspendedAt: Date | null };
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
    [Op.and]: [words, visibleUsers(), ...(skill ?? []).map((s) => jsonArrayHas('skills', s))],
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
  const countedColumns = `${PUBLIC_USER_COLUMNS.map(
    (name) => shownColumn[name] ?? `u.${name}`,
  ).join(', ')}, u.suspendedAt AS suspendedAt,
      (SELECT COUNT(*) FROM projects WHERE projects.userId = u.id AND projects.hiddenAt IS NULL) AS projectCount`;
  const countedById = batchedLookup<number, Record<string, unknown>>(sequelize, {
    sql: (ids) => `SELECT ${countedColumns} FROM users u WHERE u.id IN (${ids})`,
    keyOf: (row) => Number(row.id),
  });
  /** A driver row of `countedColumns` as findCounted answers it. */
  const countedRow = (row: Record<string, unknown>) => {
    const user = plainRow<CountedPublicRow>(User, row);
    user.projectCount = Number(user.projectCount) || 0;
    return user;
  };
  const counted = (u: UserModel): CountedUserRow => {
    const row = plain(u) as CountedUserRow;
    row.projectCount = Number(row.projectCount) || 0;
    return row;
  };

  /** The INSTR scan of `q` and `skill`, newest first (the bench's reference). */
  async function instrSearch(filter: ProfileSearch, offset: number, limit: number) {
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
  }

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
    async findCounted(id: number): Promise<CountedPublicRow | null> {
      const row = await countedById(id);
      return row ? countedRow(row) : null;
    },

    /**
     * One page of the profiles a search finds, and how many in all (and, asked for, the counts of
     * its filters: profile-filters.ts). `sort`: relevance through the full-text index
     * (db/full-text.ts, the default while searching), newest first (else) or most viewed.
     * `engine: 'instr'` scans with INSTR instead of the index (`q` and `skill` only: the bench's
     * reference, the code /profiles?q= ran before the index).
     */
    async search(
      filter: ProfileSearch,
      offset: number,
      limit: number,
      options: { engine?: 'full-text' | 'instr'; signedIn?: boolean; facets?: boolean } = {},
    ): Promise<{
      items: CountedPublicRow[] | CountedUserRow[];
      total: number;
      fuzzy?: boolean;
      facets?: ProfileFacets;
    }> {
      if (options.engine === 'instr') return instrSearch(filter, offset, limit);
      const signedIn = options.signedIn ?? false;
      const searching = searchWords(filter.q).length > 0;
      const sort = filter.sort ?? (searching ? 'relevant' : 'newest');
      // Ranked by the index: the filters go in as a condition on the base table.
      let ranked: Awaited<ReturnType<typeof fullTextSearch>> = null;
      if (searching && sort === 'relevant') {
        const rest = profileScope(filter, null, signedIn);
        ranked = await fullTextSearch(
          sequelize,
          'users',
          filter.q,
          {
            sql: {
              where: (b) => rest.conditions.map((c) => c.sql(b, `${b}.id`)).join(' AND '),
              replacements: rest.replacements,
            },
          },
          offset,
          limit,
        );
      }
      const fuzzy = ranked?.fuzzy ?? false;
      const scope = profileScope(
        filter,
        textCondition(sequelize, 'users', filter.q, fuzzy),
        signedIn,
      );
      const where = scopeWhere(scope);
      // With the counts, the total comes in their statement.
      const counting = options.facets
        ? facetCounts(sequelize, scope, filter, signedIn, ranked?.total)
        : sequelize
            .query<{ n: number }>(`SELECT COUNT(*) AS n FROM users u WHERE ${where}`, {
              replacements: scope.replacements,
              type: QueryTypes.SELECT,
            })
            .then((rows) => ({ total: Number(rows[0]?.n ?? 0), facets: undefined }));
      let items: CountedPublicRow[];
      if (ranked) {
        const rows = ranked.ids.length
          ? await sequelize.query<Record<string, unknown>>(
              `SELECT ${countedColumns} FROM users u WHERE u.id IN (:ids)`,
              { replacements: { ids: ranked.ids }, type: QueryTypes.SELECT },
            )
          : [];
        items = inIdOrder(ranked.ids, rows.map(countedRow));
      } else {
        const order =
          sort === 'views' ? 'u.viewCount DESC, u.id DESC' : 'u.createdAt DESC, u.id DESC';
        // The page's ids first: the counted columns (subqueries) for its rows only, not for every
        // row the sort reads.
        const rows = await sequelize.query<Record<string, unknown>>(
          `SELECT ${countedColumns} FROM (SELECT u.id FROM users u WHERE ${pageWhere(sequelize, scope)}
             ORDER BY ${order} LIMIT :limit OFFSET :offset) page JOIN users u ON u.id = page.id
           ORDER BY ${order}`,
          { replacements: { ...scope.replacements, limit, offset }, type: QueryTypes.SELECT },
        );
        items = rows.map(countedRow);
      }
      const { total, facets } = await counting;
      return { items, total: ranked ? ranked.total : total, fuzzy, facets };
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
