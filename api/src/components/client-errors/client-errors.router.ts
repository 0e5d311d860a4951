import { clientErrorRequestSchema } from '@stackfolio/contract';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { createRateLimiter } from '../../lib/rate-limit';

/**
 * POST /api/client-errors: the browser's one error-reporting hook lands here, so operators see
 * which remote failed for whom. Logged (no body echo), rate-limited per client, 204.
 */
export function clientErrorsRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = createRateLimiter(ctx, {
    name: 'client-errors',
    windowMs: 60_000,
    limit: ctx.config.clientErrorRateLimitMax,
    shared: false,
    message: () => 'Too many error reports; try again in a minute.',
  });
  router.post('/', limit, (req, res) => {
    const report = clientErrorRequestSchema.parse(req.body ?? {});
    ctx.logger.warn(
      { clientError: { ...report, userId: req.user?.id ?? null } },
      `client error${report.remote ? ` in ${report.remote}` : ''}: ${report.message}`,
    );
    res.status(204).end();
  });
  return router;
}
