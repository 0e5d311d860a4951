import {
  SAVED_SEARCH_MESSAGES,
  savedSearchRequestSchema,
  savedSearchUpdateSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '@stackfolio/contract';
import { Router, type Request } from 'express';
import { idParam } from '../../lib/http';
import { requireAuth, userIdOf } from '../auth';
import type { SavedSearchesService } from './saved-searches.service';

const searchId = (req: Request) => idParam(req.params.id, SAVED_SEARCH_MESSAGES.invalidId);

/** The signed-in person's saved searches, under /api/saved-searches. */
export function savedSearchesRouter(service: SavedSearchesService): Router {
  const router = Router();
  router.use(requireAuth);
  router.get('/', async (req, res) => {
    res.json(await service.list(userIdOf(req)));
  });
  router.post('/', async (req, res) => {
    const input = savedSearchRequestSchema.parse(req.body ?? {});
    res.status(201).json(await service.create(userIdOf(req), input));
  });
  router.patch('/:id', async (req, res) => {
    const input = savedSearchUpdateSchema.parse(req.body ?? {});
    res.json(await service.update(userIdOf(req), searchId(req), input));
  });
  router.delete('/:id', async (req, res) => {
    await service.remove(userIdOf(req), searchId(req));
    res.json({ message: 'Saved search deleted' });
  });
  return router;
}

/**
 * An alert's one-click unsubscribe (RFC 8058), under /api/email beside the notifications' own:
 * the same URL and page, told apart by the token; other tokens go on to theirs.
 */
export function alertUnsubscribeRouter(service: SavedSearchesService): Router {
  const router = Router();
  router.post('/unsubscribe', async (req, res, next) => {
    const token =
      unsubscribeBodySchema.safeParse(req.body ?? {}).data?.token ??
      unsubscribeQuerySchema.safeParse(req.query).data?.token;
    if (!token || !service.isAlertToken(token)) return next();
    res.json(await service.unsubscribe(token));
  });
  return router;
}
