import { Op, UniqueConstraintError } from 'sequelize';
import type { Models } from '../../db/models';
import { HttpError } from '../../lib/http';
import { inTransaction, lockRows } from '../../db/transactions';
import { HANDLE_MESSAGES } from '@stackfolio/contract';
import { redirectsSince } from '../../db/free-handle';

/** Who a handle points to: the holder, or the user who left it recently (a redirect). */
export type HandleOwner = { userId: number; handle: string; current: boolean };

const taken = () => new HttpError(409, HANDLE_MESSAGES.taken, { handle: [HANDLE_MESSAGES.taken] });

/** Data access for handles and the old handles that still redirect. */
export function createHandlesRepository(models: Models) {
  const { User, HandleRedirect } = models;
  const sequelize = User.sequelize!;

  /** A remembered old handle still in its redirect window, or null. */
  const activeRedirect = (handle: string) =>
    HandleRedirect.findOne({
      where: { handle, changedAt: { [Op.gt]: redirectsSince() } },
      attributes: ['userId'],
    });

  return {
    /** The user a (lower-case) handle leads to: its holder, else its recent former holder. */
    async find(handle: string): Promise<HandleOwner | null> {
      const holder = await User.findOne({ where: { handle }, attributes: ['id', 'handle'] });
      if (holder) return { userId: holder.id, handle: holder.handle!, current: true };
      const left = await activeRedirect(handle);
      if (!left) return null;
      const user = await User.findByPk(left.userId, { attributes: ['id', 'handle'] });
      return user?.handle ? { userId: user.id, handle: user.handle, current: false } : null;
    },

    async handleOf(userId: number): Promise<string | null> {
      const user = await User.findByPk(userId, { attributes: ['handle'] });
      return user?.handle ?? null;
    },

    /**
     * Gives the user a new handle and remembers the old one (it redirects for OLD_HANDLE_DAYS).
     * A handle someone holds, or left recently, is a 409; so is the loser of two people taking
     * the same handle at once (the unique index decides). Taking back one's own old handle works.
     */
    async change(userId: number, handle: string): Promise<void> {
      try {
        await inTransaction(sequelize, async () => {
          await lockRows(User, [userId]);
          const user = await User.findByPk(userId, { attributes: ['id', 'handle'] });
          if (!user || user.handle === handle) return;
          const holder = await User.findOne({ where: { handle }, attributes: ['id'] });
          const left = await activeRedirect(handle);
          if (holder || (left && left.userId !== userId)) throw taken();
          await HandleRedirect.destroy({ where: { handle } });
          await User.update({ handle }, { where: { id: userId } });
          if (user.handle) {
            await HandleRedirect.destroy({ where: { handle: user.handle } });
            await HandleRedirect.create({ handle: user.handle, userId, changedAt: new Date() });
          }
        });
      } catch (err) {
        if (err instanceof UniqueConstraintError) throw taken();
        throw err;
      }
    },
  };
}

export type HandlesRepository = ReturnType<typeof createHandlesRepository>;
