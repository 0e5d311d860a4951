import {
  BLOCK_MESSAGES,
  PROFILE_MESSAGES,
  isoDate,
  type BlockStatus,
  type BlockedPeople,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transactions';
import { badRequest, notFound } from '../../lib/http';
import { createFollowsRepository } from '../follows/follows.repository';
import { toOwner } from '../projects';
import { createBlocksRepository } from './blocks.repository';

/**
 * Blocking a person: they can no longer follow the blocker, comment on or like their projects
 * (those places check `blocks`), the follows between the two end, and the blocker stops seeing
 * their comments. Nothing tells the blocked person.
 */
export function createBlocksService(ctx: AppContext) {
  const repo = createBlocksRepository(ctx.models);
  const follows = createFollowsRepository(ctx.models);

  const other = (blockerId: number, blockedId: number) => {
    if (blockerId === blockedId) throw badRequest(BLOCK_MESSAGES.notYourself);
  };

  return {
    async status(blockerId: number, blockedId: number): Promise<BlockStatus> {
      if (!(await follows.counts(blockedId))) throw notFound(PROFILE_MESSAGES.notFound);
      return { blocked: blockerId !== blockedId && (await repo.blocks(blockerId, blockedId)) };
    },

    /**
     * One transaction that locks both users first (as a follow does): the block is written and
     * the follows both ways end with their counters, so a follow racing the block waits for it
     * and then meets the block.
     */
    block: (blockerId: number, blockedId: number): Promise<BlockStatus> => {
      other(blockerId, blockedId);
      return inTransaction(ctx.sequelize, async () => {
        const present = await follows.lockUsers([blockerId, blockedId]);
        if (!present.includes(blockerId)) throw notFound(PROFILE_MESSAGES.notFound);
        // A suspended person answers 404 here as everywhere (follows.counts reads only others).
        if (!(await follows.counts(blockedId))) throw notFound(PROFILE_MESSAGES.notFound);
        await repo.add(blockerId, blockedId);
        await follows.remove(blockerId, blockedId);
        await follows.remove(blockedId, blockerId);
        return { blocked: true };
      });
    },

    async unblock(blockerId: number, blockedId: number): Promise<BlockStatus> {
      other(blockerId, blockedId);
      if (!(await follows.counts(blockedId))) throw notFound(PROFILE_MESSAGES.notFound);
      await repo.remove(blockerId, blockedId);
      return { blocked: false };
    },

    async list(blockerId: number): Promise<BlockedPeople> {
      const rows = await repo.list(blockerId);
      return {
        users: rows.map((r) => ({ ...toOwner(r.person), blockedAt: isoDate(r.blockedAt) })),
      };
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
