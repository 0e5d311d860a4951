import { Router } from 'express';
import {
  JOB_MESSAGES,
  moderationRequestSchema,
  type AdminJobs,
  type MessageResponse,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { idParam, notFound, parsePage, sendList } from '../../lib/http';
import { requireAdmin } from '../auth';
import type { ModerationService } from '../moderation';
import { toCurrentUser } from '../users';
import { createAdminRepository } from './admin.repository';

/** The newest failed jobs GET /api/admin/jobs lists. */
const FAILED_JOBS_SHOWN = 50;

/**
 * Admin-only platform totals, the user list (newest first, with emails), the job queue, the
 * moderation queue and actions, and the audit log.
 */
export function adminRouter(ctx: AppContext, moderation: ModerationService): Router {
  const router = Router();
  const repo = createAdminRepository(ctx.models);
  router.use(requireAdmin);

  router.get('/stats', async (_req, res) => {
    res.json({ ...(await repo.stats()), openReports: await moderation.countOpen() });
  });

  router.get('/reports', async (_req, res) => {
    res.json(await moderation.queue());
  });

  router.post('/moderation', async (req, res) => {
    const input = moderationRequestSchema.parse(req.body ?? {});
    res.json({ message: await moderation.moderate(req.user!, input) } satisfies MessageResponse);
  });

  router.get('/audit-log', async (req, res) => {
    const page = parsePage(req);
    const { items, total } = await moderation.auditLog(page.offset, page.limit);
    sendList(res, page, items, total);
  });

  router.get('/users', async (req, res) => {
    const page = parsePage(req);
    const { items, total } = await repo.listUsers(page.offset, page.limit);
    const users = items.map((i) =>
      toCurrentUser(i.user, i.projectCount, ctx.config.emailVerification),
    );
    sendList(res, page, users, total);
  });

  router.get('/jobs', async (_req, res) => {
    const [counts, failed] = await Promise.all([
      ctx.jobs.counts(),
      ctx.jobs.failed(FAILED_JOBS_SHOWN),
    ]);
    res.json({ counts, failed } satisfies AdminJobs);
  });

  router.post('/jobs/:id/retry', async (req, res) => {
    if (!(await ctx.jobs.retry(String(idParam(req.params.id, JOB_MESSAGES.invalidId)))))
      throw notFound(JOB_MESSAGES.notFound);
    res.json({ message: JOB_MESSAGES.retried } satisfies MessageResponse);
  });

  return router;
}
