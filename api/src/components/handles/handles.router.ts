import { Router } from 'express';
import type { AppContext } from '../../context';
import { createRateLimiter, tryAgainIn } from '../../lib/rate-limit';
import type { HandlesService } from './handles.service';

/** Availability checks a person may make per minute from one address (the form debounces). */
export const HANDLE_CHECKS_PER_MINUTE = 120;

/** GET /api/handles/{handle}: the live availability check of the profile form. */
export function handlesRouter(ctx: AppContext, service: HandlesService): Router {
  const router = Router();
  const limit = createRateLimiter(ctx, {
    name: 'handle-check',
    windowMs: 60_000,
    limit: HANDLE_CHECKS_PER_MINUTE,
    shared: false,
    message: (minutes) => `Too many handle checks. ${tryAgainIn(minutes)}`,
  });
  router.get('/:handle', limit, async (req, res) => {
    res.json(await service.availability(String(req.params.handle), req.user?.id));
  });
  return router;
}
