import { PROFILE_MESSAGES } from '@stackfolio/contract';
import { Router, type Request } from 'express';
import { idParam } from '../../lib/http';
import { requireAuth, userIdOf } from '../auth';
import type { BlocksService } from './blocks.service';

const userParam = (req: Request) => idParam(req.params.id, PROFILE_MESSAGES.invalidId);

/** Blocking people, mounted under /api/users. */
export function blocksRouter(service: BlocksService): Router {
  const router = Router();
  router.get('/:id/block', requireAuth, async (req, res) => {
    res.json(await service.status(userIdOf(req), userParam(req)));
  });
  router.put('/:id/block', requireAuth, async (req, res) => {
    res.json(await service.block(userIdOf(req), userParam(req)));
  });
  router.delete('/:id/block', requireAuth, async (req, res) => {
    res.json(await service.unblock(userIdOf(req), userParam(req)));
  });
  return router;
}

/** The caller's blocked list, mounted under /api/account. */
export function blockedListRouter(service: BlocksService): Router {
  const router = Router();
  router.get('/blocks', requireAuth, async (req, res) => {
    res.json(await service.list(userIdOf(req)));
  });
  return router;
}
