import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  pinsRequestSchema,
  type Project,
} from '@stackfolio/contract';
import { Router } from 'express';
import { Op } from 'sequelize';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http';
import { inTransaction, lockRows } from '../../db/transactions';
import { requireAuth, userIdOf } from '../auth/auth.middleware';
import { toProject } from './projects.mapper';
import { CARD_ATTRIBUTES, OWNER_ATTRIBUTES, toProjectRow } from './projects.repository';

/**
 * Pinned work: an owner's ordered choice of up to PROJECT_CONTENT_LIMITS.pinned of their own
 * projects, stored as each project's `pinRank` (the first pinned has the highest).
 */
export function createPinsService(ctx: AppContext) {
  const { Project, User } = ctx.models;

  async function pinned(userId: number): Promise<Project[]> {
    const rows = await Project.findAll({
      where: { userId, pinRank: { [Op.gt]: 0 } },
      attributes: CARD_ATTRIBUTES,
      include: [{ model: User, as: 'user', attributes: OWNER_ATTRIBUTES }],
      order: [['pinRank', 'DESC']],
    });
    return rows.map(toProjectRow).map(toProject);
  }

  return {
    pinned,

    /** Replaces the owner's pins with `projectIds`, in that order; all or nothing. */
    async set(userId: number, projectIds: number[]): Promise<Project[]> {
      if (projectIds.length > PROJECT_CONTENT_LIMITS.pinned)
        throw badRequest(PROJECT_CONTENT_MESSAGES.tooManyPins);
      if (new Set(projectIds).size !== projectIds.length)
        throw badRequest(PROJECT_CONTENT_MESSAGES.duplicatePin);
      await inTransaction(ctx.sequelize, async () => {
        // One owner's pin changes take turns, so two tabs never leave a mix of both lists.
        await lockRows(User, [userId]);
        const owned = projectIds.length
          ? await Project.count({ where: { id: projectIds, userId } })
          : 0;
        if (owned !== projectIds.length) throw badRequest(PROJECT_CONTENT_MESSAGES.pinNotYours);
        // Silent: a pin is not a change to the project (its updatedAt feeds the sitemap).
        await Project.update(
          { pinRank: 0 },
          { where: { userId, pinRank: { [Op.gt]: 0 } }, silent: true },
        );
        for (const [i, id] of projectIds.entries())
          await Project.update(
            { pinRank: projectIds.length - i },
            { where: { id, userId }, silent: true },
          );
      });
      return pinned(userId);
    },
  };
}

export type PinsService = ReturnType<typeof createPinsService>;

/** `PUT /api/account/pins` `{ projectIds }`: the whole ordered list; `[]` unpins all. */
export function pinsRouter(pins: PinsService): Router {
  const router = Router();
  router.put('/pins', requireAuth, async (req, res) => {
    const { projectIds } = pinsRequestSchema.parse(req.body ?? {});
    res.json({ items: await pins.set(userIdOf(req), projectIds) });
  });
  return router;
}
