import { Router } from 'express';
import { JOB_MESSAGES, type AdminJobs, type MessageResponse } from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { idParam, notFound, parsePage, sendList } from '../../lib/http';
import { requireAdmin } from '../auth';
import { toCurrentUser } from '../users';
import { createAdminRepository } from './admin.repository';

/** The newest failed jobs GET /api/admin/jobs lists. */
const FAILED_JOBS_SHOWN = 50;

/** Admin-only platform totals, the user list (newest first, with emails) and the job queue. */
export function adminRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createAdminRepository(ctx.models);
  router.use(requireAdmin);

  router.get('/stats', async (_req, res) => {
    res.json(await repo.stats());
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
