import {
  ANALYTICS_MESSAGES,
  PROFILE_MESSAGES,
  analyticsQuerySchema,
  portfolioViewRequestSchema,
  projectViewRequestSchema,
} from '@stackfolio/contract';
import { Router } from 'express';
import type { AppContext } from '../../context';
import { idParam } from '../../lib/http';
import { createRateLimiter } from '../../lib/rate-limit';
import { requireAuth } from '../auth';
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
    message: () => ANALYTICS_MESSAGES.tooManyViews,
  });

  router.post('/portfolio-view', viewLimit, async (req, res) => {
    const body = portfolioViewRequestSchema.parse(req.body ?? {});
    const recorded = await service.trackPortfolioView(
      body.userId,
      viewContext(req, ctx.config, body.referrer),
    );
    res.json({ recorded });
  });

  router.post('/project-view', viewLimit, async (req, res) => {
    const body = projectViewRequestSchema.parse(req.body ?? {});
    const recorded = await service.trackProjectView(
      body.projectId,
      viewContext(req, ctx.config, body.referrer),
    );
    res.json({ recorded });
  });

  router.get('/:userId', requireAuth, async (req, res) => {
    const { range } = analyticsQuerySchema.parse(req.query);
    res.json(
      await service.analytics(
        idParam(req.params.userId, PROFILE_MESSAGES.invalidId),
        req.user!,
        range,
      ),
    );
  });

  return router;
}
