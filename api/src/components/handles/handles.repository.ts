import { Op, UniqueConstraintError } from 'sequelize';
import type { Models } from '../../db/models';
import { HttpError } from '../../lib/http';
import { inTransaction, lockRows } from '../../db/transactions';
import {
  HANDLE_MAX,
  HANDLE_MESSAGES,
  HANDLE_MIN,
  HANDLE_PATTERN,
  OLD_HANDLES_KEPT,
} from '@stackfolio/contract';
import { redirectsSince } from '../../db/free-handle';

/** Who a handle points to: the holder, or the user who left it recently (a redirect). */
export type HandleOwner = { userId: number; handle: string; current: boolean };

const taken = () => new HttpError(409, HANDLE_MESSAGES.taken, { handle: [HANDLE_MESSAGES.taken] });

/**
 * Whether a (lower-case) string has the shape of a handle. Anything else (a NUL byte, a control
 * character, an over-long string) cannot name anyone, so it is never sent to the database.
 */
const handleShaped = (handle: string) =>
  handle.length >= HANDLE_MIN && handle.length <= HANDLE_MAX && HANDLE_PATTERN.test(handle);

/** Data access for handles and the old handles that still redirect. */
export function createHandlesRepository(models: Models) {
  const { User, HandleRedirect, RetiredHandle } = models;
  const sequelize = User.sequelize!;

  /** A remembered old handle still in its redirect window, or null. */
  const activeRedirect = (handle: string) =>
    HandleRedirect.findOne({
      where: { handle, changedAt: { [Op.gt]: redirectsSince() } },
      attributes: ['userId'],
    });

  /** Whether a deleted account's handle is still held. */
  const retired = async (handle: string) =>
    (await RetiredHandle.count({
      where: { handle, heldSince: { [Op.gt]: redirectsSince() } },
    })) > 0;

  return {
    /** The user a (lower-case) handle leads to: its holder, else its recent former holder. */
    async find(handle: string): Promise<HandleOwner | null> {
      if (!handleShaped(handle)) return null;
      const holder = await User.findOne({ where: { handle }, attributes: ['id', 'handle'] });
      if (holder) return { userId: holder.id, handle: holder.handle!, current: true };
      const left = await activeRedirect(handle);
      if (!left) return null;
      const user = await User.findByPk(left.userId, { attributes: ['id', 'handle'] });
      return user?.handle ? { userId: user.id, handle: user.handle, current: false } : null;
    },

    /** Whether a (lower-case) handle belonged to an account deleted within OLD_HANDLE_DAYS. */
    isRetired: (handle: string) => (handleShaped(handle) ? retired(handle) : false),

    async handleOf(userId: number): Promise<string | null> {
      const user = await User.findByPk(userId, { attributes: ['handle'] });
      return user?.handle ?? null;
    },

    /**
     * Gives the user a new handle and remembers the old one (it redirects for OLD_HANDLE_DAYS);
     * past OLD_HANDLES_KEPT remembered handles, the oldest is released to anyone. A handle
     * someone holds, left recently or held by a deleted account is a 409; so is the loser of two
     * people taking the same handle at once (the unique index decides). Taking back one's own
     * old handle works.
     */
    async change(userId: number, handle: string): Promise<void> {
      try {
        await inTransaction(sequelize, async () => {
          await lockRows(User, [userId]);
          const user = await User.findByPk(userId, { attributes: ['id', 'handle'] });
          if (!user || user.handle === handle) return;
          const holder = await User.findOne({ where: { handle }, attributes: ['id'] });
          const left = await activeRedirect(handle);
          if (holder || (left && left.userId !== userId) || (await retired(handle))) throw taken();
          await HandleRedirect.destroy({ where: { handle } });
          await RetiredHandle.destroy({ where: { handle } });
          await User.update({ handle }, { where: { id: userId } });
          if (user.handle) {
            await HandleRedirect.destroy({ where: { handle: user.handle } });
            await HandleRedirect.create({ handle: user.handle, userId, changedAt: new Date() });
          }
          await releaseBeyondKept(userId);
        });
      } catch (err) {
        if (err instanceof UniqueConstraintError) throw taken();
        throw err;
      }
    },

    /**
     * In the deleting transaction, before the account goes: its handle and the old handles it
     * still keeps stay held for OLD_HANDLE_DAYS (old ones from when they were left), so no one
     * can take over links to a deleted person.
     */
    async retire(userId: number): Promise<void> {
      const user = await User.findByPk(userId, { attributes: ['handle'] });
      const kept = await HandleRedirect.findAll({
        where: { userId, changedAt: { [Op.gt]: redirectsSince() } },
        attributes: ['handle', 'changedAt'],
      });
      const held = [
        ...(user?.handle ? [{ handle: user.handle, heldSince: new Date() }] : []),
        ...kept.map((r) => ({ handle: r.handle, heldSince: r.changedAt })),
      ];
      if (held.length === 0) return;
      await RetiredHandle.destroy({ where: { handle: held.map((h) => h.handle) } });
      await RetiredHandle.bulkCreate(held);
    },
  };

  /** Releases the user's remembered handles past the newest OLD_HANDLES_KEPT. */
  async function releaseBeyondKept(userId: number): Promise<void> {
    const released = await HandleRedirect.findAll({
      where: { userId, changedAt: { [Op.gt]: redirectsSince() } },
      attributes: ['handle'],
      order: [
        ['changedAt', 'DESC'],
        ['handle', 'ASC'],
      ],
      offset: OLD_HANDLES_KEPT,
      // MySQL accepts OFFSET only with a LIMIT.
      limit: 1000,
    });
    if (released.length > 0)
      await HandleRedirect.destroy({ where: { handle: released.map((r) => r.handle) } });
  }
}

export type HandlesRepository = ReturnType<typeof createHandlesRepository>;
