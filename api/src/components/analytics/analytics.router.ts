import { Router } from 'express';
import type { AppContext } from '../../context';
import { idParam } from '../../lib/params';
import { createRateLimiter } from '../../lib/rate-limit';
import { requireAuth } from '../auth';
import { portfolioViewSchema, projectViewSchema, rangeSchema } from './analytics.schema';
import type { AnalyticsService } from './analytics.service';
import { viewContext } from './tracking';

export function analyticsRouter(ctx: AppContext, service: AnalyticsService): Router {
  const router = Router();
  // A flood of view events from one client is cut off; the page itself never depends on these calls.
  const viewLimit = createRateLimiter(ctx, {
    name: 'views',
    windowMs: 60_000,
    limit: ctx.config.viewRateLimitMax,
    shared: false,
    message: () => 'Too many view events. Please slow down.',
  });

  router.post('/portfolio-view', viewLimit, async (req, res) => {
    const body = portfolioViewSchema.parse(req.body ?? {});
    const recorded = await service.trackPortfolioView(
      body.userId,
      viewContext(req, ctx.config, body.referrer),
    );
    res.json({ recorded });
  });

  router.post('/project-view', viewLimit, async (req, res) => {
    const body = projectViewSchema.parse(req.body ?? {});
    const recorded = await service.trackProjectView(
      body.projectId,
      viewContext(req, ctx.config, body.referrer),
    );
    res.json({ recorded });
  });

  router.get('/:userId', requireAuth, async (req, res) => {
    const { range } = rangeSchema.parse(req.query);
    res.json(
      await service.analytics(idParam(req.params.userId, 'Invalid user ID'), req.user!, range),
    );
  });

  return router;
}
