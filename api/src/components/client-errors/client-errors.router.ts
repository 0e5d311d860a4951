import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { clientErrorSchema } from './client-errors.schema';

/**
 * POST /api/client-errors: the browser's one error-reporting hook lands here, so operators see
 * which remote failed for whom. Logged (no body echo), rate-limited per client, 204.
 */
export function clientErrorsRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit({
    windowMs: 60_000,
    limit: ctx.config.clientErrorRateLimitMax,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(
        new HttpError(429, 'Too many error reports; try again in a minute.', undefined, {
          'Retry-After': '60',
        }),
      ),
  });
  router.post('/', limit, (req, res) => {
    const report = clientErrorSchema.parse(req.body ?? {});
    ctx.logger.warn(
      { clientError: { ...report, userId: req.user?.id ?? null } },
      `client error${report.remote ? ` in ${report.remote}` : ''}: ${report.message}`,
    );
    res.status(204).end();
  });
  return router;
}
