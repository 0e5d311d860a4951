import {
  shownFollowerCountSql,
  shownFollowingCountSql,
  visibleProjects,
  visibleUserSql,
  visibleUsers,
} from '../../db/visibility';
import { Op, QueryTypes } from 'sequelize';
import { selectRows } from '../../db/fast-read';
import type { Models } from '../../db/models';
import type { FollowModel } from '../../db/models/follow';
import { lockRows } from '../../db/transactions';
import {
  CARD_ATTRIBUTES,
  OWNER_ATTRIBUTES,
  toProjectRow,
  type OwnerRow,
  type ProjectRow,
} from '../projects';

export interface FollowCounts {
  followerCount: number;
  followingCount: number;
}
/** One person of a follower/following list, or the follower of a reaction. */
export interface FollowRow {
  id: number;
  createdAt: Date;
  person: OwnerRow;
}

/** Recounts run in batches of this many users (IN lists stay small on both dialects). */
const RECOUNT_BATCH = 500;

const newestFirst: Array<[string, string]> = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/**
 * Data access for follows and the two counters on users they move. Writes run inside a
 * transaction that has locked both users' rows (`lockUsers`), so follows of one pair take turns
 * and each counter moves by exactly the rows written.
 */
export function createFollowsRepository(models: Models) {
  const { Follow, User, Project } = models;
  const sequelize = User.sequelize!;
  const person = (as: 'follower' | 'followed') => ({
    model: User,
    as,
    attributes: OWNER_ATTRIBUTES,
    // A suspended account is out of everyone's lists (its profile answers 404).
    where: visibleUsers(),
    required: true,
  });
  const toRow = (f: FollowModel, as: 'follower' | 'followed'): FollowRow => {
    const user = f[as];
    if (!user) throw new Error('follow without its included user');
    return { id: f.id, createdAt: f.createdAt, person: user.get({ plain: true }) };
  };
  /** Who follows `userId` (`side` 'followers') or whom they follow ('following'), newest first. */
  async function people(
    userId: number,
    side: 'followers' | 'following',
    offset: number,
    limit: number,
  ): Promise<FollowRow[]> {
    const as = side === 'followers' ? 'follower' : 'followed';
    const rows = await Follow.findAll({
      where: side === 'followers' ? { followedId: userId } : { followerId: userId },
      include: [person(as)],
      order: newestFirst,
      offset,
      limit,
    });
    return rows.map((f) => toRow(f, as));
  }

  /** Both counters move by as many rows as were written, next to them. */
  async function moveCounters(followerId: number, followedId: number, delta: number) {
    if (delta === 0) return;
    const by = { by: delta, silent: true };
    await User.increment('followingCount', { ...by, where: { id: followerId } });
    await User.increment('followerCount', { ...by, where: { id: followedId } });
  }
  /** The ids of the people `followerId` follows, as a subquery (indexed by follows_pair). */
  const followedBy = (followerId: number) =>
    sequelize.literal(`(SELECT followedId FROM follows WHERE followerId = ${Number(followerId)})`);

  return {
    /**
     * A user's counts as the lists show them (without suspended accounts), or null when there is
     * no such user or it is suspended.
     */
    async counts(userId: number): Promise<FollowCounts | null> {
      const [row] = await selectRows<{ followerCount: unknown; followingCount: unknown }>(
        sequelize,
        `SELECT ${shownFollowerCountSql('u')} AS followerCount,
                ${shownFollowingCountSql('u')} AS followingCount
           FROM users u WHERE u.id = ? AND ${visibleUserSql('u')}`,
        [userId],
      );
      return row
        ? { followerCount: Number(row.followerCount), followingCount: Number(row.followingCount) }
        : null;
    },

    /** Locks these users' rows for the rest of the transaction; returns the ids that exist. */
    lockUsers: (ids: number[]) => lockRows(User, ids),

    isFollowing: async (followerId: number, followedId: number) =>
      (await Follow.count({ where: { followerId, followedId } })) > 0,

    /** Writes the follow and moves both counters; returns how many rows that added (0 or 1). */
    async add(followerId: number, followedId: number): Promise<number> {
      if ((await Follow.count({ where: { followerId, followedId } })) > 0) return 0;
      await Follow.create({ followerId, followedId });
      await moveCounters(followerId, followedId, 1);
      return 1;
    },

    /** Removes the follow if there is one and moves both counters; returns the rows removed. */
    async remove(followerId: number, followedId: number): Promise<number> {
      const removed = await Follow.destroy({ where: { followerId, followedId } });
      await moveCounters(followerId, followedId, -removed);
      return removed;
    },

    people,

    /** The newest follows of `userId` (for reactions) and how many came after `since`. */
    async newFollowers(userId: number, since: Date | null, limit: number) {
      const [rows, count] = await Promise.all([
        people(userId, 'followers', 0, limit),
        Follow.count({
          where: { followedId: userId, ...(since ? { createdAt: { [Op.gt]: since } } : {}) },
          include: [{ ...person('follower'), attributes: [] }],
        }),
      ]);
      return { rows, count };
    },

    /** The newest projects of the people `followerId` follows, and how many there are. */
    async feed(followerId: number, offset: number, limit: number) {
      const where = {
        [Op.and]: [{ userId: { [Op.in]: followedBy(followerId) } }, visibleProjects()],
      };
      const [rows, total] = await Promise.all([
        Project.findAll({
          where,
          attributes: CARD_ATTRIBUTES,
          include: [{ model: User, as: 'user', attributes: OWNER_ATTRIBUTES }],
          order: newestFirst,
          offset,
          limit,
        }),
        Project.count({ where }),
      ]);
      return { items: rows.map(toProjectRow) as ProjectRow[], total };
    },

    /** The people on the other side of `userId`'s follows, both ways (account deletion). */
    async related(userId: number): Promise<number[]> {
      const rows = await sequelize.query<{ id: unknown }>(
        `SELECT followedId AS id FROM follows WHERE followerId = :userId
         UNION SELECT followerId AS id FROM follows WHERE followedId = :userId`,
        { replacements: { userId }, type: QueryTypes.SELECT },
      );
      return [...new Set(rows.map((r) => Number(r.id)))].filter((id) => id !== userId);
    },

    /** Sets both counters of these users to the number of their follows rows. */
    async recount(userIds: number[]): Promise<void> {
      for (let i = 0; i < userIds.length; i += RECOUNT_BATCH)
        await sequelize.query(
          `UPDATE users SET
           followerCount = (SELECT COUNT(*) FROM follows f WHERE f.followedId = users.id),
           followingCount = (SELECT COUNT(*) FROM follows f WHERE f.followerId = users.id)
         WHERE id IN (:userIds)`,
          { replacements: { userIds: userIds.slice(i, i + RECOUNT_BATCH) } },
        );
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
