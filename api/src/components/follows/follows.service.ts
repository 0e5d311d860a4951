import {
  BLOCK_MESSAGES,
  FOLLOW_MESSAGES,
  PROFILE_MESSAGES,
  isoDate,
  type FollowPerson,
  type FollowReaction,
  type FollowStatus,
  type Project,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/http';
import { inTransaction } from '../../db/transactions';
import { createBlocksRepository } from '../blocks/blocks.repository';
import { toOwner, toProject } from '../projects';
import { createFollowsRepository, type FollowRow } from './follows.repository';

const toPerson = (f: FollowRow): FollowPerson => ({
  ...toOwner(f.person),
  followedAt: isoDate(f.createdAt),
});

/** Follow and unfollow, the lists of people on both sides, and the 'Following' feed. */
export function createFollowsService(
  ctx: AppContext,
  /** Hears a new follow after it has committed (notifications). */
  events: { onFollowed?(followerId: number, followedId: number): void } = {},
) {
  const repo = createFollowsRepository(ctx.models);
  const blocks = createBlocksRepository(ctx.models);
  const { sequelize } = ctx;

  async function countsOf(userId: number) {
    const counts = await repo.counts(userId);
    if (!counts) throw notFound(PROFILE_MESSAGES.notFound);
    return counts;
  }

  /**
   * Adds (`on`) or removes the follow in one transaction that locks both users first: the row
   * and both counters change together, and concurrent changes of the same people take turns.
   */
  const change = async (
    followerId: number,
    followedId: number,
    on: boolean,
  ): Promise<FollowStatus> => {
    if (followerId === followedId) throw badRequest(FOLLOW_MESSAGES.notYourself);
    let added = 0;
    const status = await inTransaction(sequelize, async () => {
      const present = await repo.lockUsers([followerId, followedId]);
      // The follower's account was deleted while this request was in flight.
      if (!present.includes(followerId)) throw notFound(PROFILE_MESSAGES.notFound);
      // Read after the lock: the counts cannot move until commit, and a block being written for
      // this pair has committed by now. A suspended person answers 404, as their profile does.
      const counts = await countsOf(followedId);
      if (on && (await blocks.blocks(followedId, followerId)))
        throw forbidden(BLOCK_MESSAGES.notAllowed);
      const delta = on
        ? await repo.add(followerId, followedId)
        : -(await repo.remove(followerId, followedId));
      added = Math.max(delta, 0);
      return { following: on, ...counts, followerCount: counts.followerCount + delta };
    });
    if (added) events.onFollowed?.(followerId, followedId);
    return status;
  };

  return {
    /** The person's counts, and whether `viewerId` (null when signed out) follows them. */
    async status(userId: number, viewerId: number | null): Promise<FollowStatus> {
      const [counts, following] = await Promise.all([
        countsOf(userId),
        viewerId === null || viewerId === userId ? false : repo.isFollowing(viewerId, userId),
      ]);
      return { following, ...counts };
    },

    follow: (followerId: number, followedId: number) => change(followerId, followedId, true),
    unfollow: (followerId: number, followedId: number) => change(followerId, followedId, false),

    /**
     * One page of a person's followers or followings, without suspended accounts; the total is the
     * counter less those (the count the profile shows).
     */
    async people(
      userId: number,
      side: 'followers' | 'following',
      offset: number,
      limit: number,
    ): Promise<{ items: FollowPerson[]; total: number }> {
      const counts = await countsOf(userId);
      const rows = await repo.people(userId, side, offset, limit);
      const total = side === 'followers' ? counts.followerCount : counts.followingCount;
      return { items: rows.map(toPerson), total };
    },

    /** The newest projects of the people `userId` follows. */
    async feed(userId: number, offset: number, limit: number) {
      const { items, total } = await repo.feed(userId, offset, limit);
      return { items: items.map((p): Project => toProject(p)), total };
    },

    /** "Started following you" entries of the reactions, and how many are new since `since`. */
    async reactions(userId: number, since: Date | null, limit: number) {
      const { rows, count } = await repo.newFollowers(userId, since, limit);
      const all = rows.map((f): FollowReaction => ({
        id: f.id,
        createdAt: isoDate(f.createdAt),
        follower: toOwner(f.person),
      }));
      return { all, newCount: count };
    },

    /**
     * Call while deleting `userId`'s account, after locking their row and before the delete; run
     * the result after it: the counters of everyone on the other side of their follows are
     * recounted from the rows that remain (their rows locked meanwhile, so no follow slips by).
     */
    async removingUser(userId: number): Promise<() => Promise<void>> {
      const related = await repo.related(userId);
      await repo.lockUsers(related);
      return () => repo.recount(related);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
