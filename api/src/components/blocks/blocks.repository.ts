import { selectRows } from '../../db/fast-read';
import type { Models } from '../../db/models';
import { OWNER_ATTRIBUTES, type OwnerRow } from '../projects';

export interface BlockedRow {
  blockedAt: Date;
  person: OwnerRow;
}

/** Data access for blocks (migration 0024). Returns plain objects. */
export function createBlocksRepository(models: Models) {
  const { Block, User } = models;
  const sequelize = User.sequelize!;
  return {
    /** Whether `blockerId` blocks `blockedId`. */
    blocks: async (blockerId: number, blockedId: number) =>
      (await Block.count({ where: { blockerId, blockedId } })) > 0,

    /**
     * For a like toggle, in one statement: whether the project's owner blocks `userId`, and
     * whether `userId` likes the project already (a like from before the block may be taken back).
     */
    async onProject(projectId: number, userId: number) {
      const [row] = await selectRows<{ blocked: unknown; liked: unknown }>(
        sequelize,
        `SELECT
           EXISTS(SELECT 1 FROM blocks b JOIN projects p ON p.userId = b.blockerId
                   WHERE p.id = ? AND b.blockedId = ?) AS blocked,
           EXISTS(SELECT 1 FROM likes l WHERE l.projectId = ? AND l.userId = ?) AS liked`,
        [projectId, userId, projectId, userId],
      );
      return { blocked: Boolean(Number(row?.blocked)), liked: Boolean(Number(row?.liked)) };
    },

    /** Adds the block unless it is there; true when a row was written. */
    async add(blockerId: number, blockedId: number): Promise<boolean> {
      const [, created] = await Block.findOrCreate({
        where: { blockerId, blockedId },
        defaults: { blockerId, blockedId },
      });
      return created;
    },

    remove: (blockerId: number, blockedId: number) =>
      Block.destroy({ where: { blockerId, blockedId } }),

    /** Everyone `blockerId` blocks, newest first. */
    async list(blockerId: number): Promise<BlockedRow[]> {
      const rows = await Block.findAll({
        where: { blockerId },
        include: [{ model: User, as: 'blocked', attributes: OWNER_ATTRIBUTES, required: true }],
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return rows.map((b) => ({ blockedAt: b.createdAt, person: b.blocked!.get({ plain: true }) }));
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
