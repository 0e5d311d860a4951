import { selectRows } from '../../db/fast-read';
import { visibleProjectSql, visibleUsers } from '../../db/visibility';
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
     * For a like toggle, in one statement: the project's owner and whether anyone may see it
     * (null when there is no project), whether its owner blocks `userId`, and whether `userId`
     * likes it already (a like from before the block may be taken back).
     */
    async onProject(projectId: number, userId: number) {
      const [row] = await selectRows<{
        ownerId: number | string;
        projectOpen: unknown;
        blocked: unknown;
        liked: unknown;
      }>(
        sequelize,
        `SELECT p.userId AS ownerId,
           CASE WHEN ${visibleProjectSql('p')} THEN 1 ELSE 0 END AS projectOpen,
           EXISTS(SELECT 1 FROM blocks b WHERE b.blockerId = p.userId AND b.blockedId = ?) AS blocked,
           EXISTS(SELECT 1 FROM likes l WHERE l.projectId = p.id AND l.userId = ?) AS liked
           FROM projects p WHERE p.id = ?`,
        [userId, userId, projectId],
      );
      if (!row) return null;
      return {
        ownerId: Number(row.ownerId),
        open: Boolean(Number(row.projectOpen)),
        blocked: Boolean(Number(row.blocked)),
        liked: Boolean(Number(row.liked)),
      };
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
        // A suspended account is out of every list until it is restored.
        include: [
          {
            model: User,
            as: 'blocked',
            attributes: OWNER_ATTRIBUTES,
            where: visibleUsers(),
            required: true,
          },
        ],
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
