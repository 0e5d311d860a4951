import { Router } from 'express';
import type { AppContext } from '../../context';
import { parsePage, sendList } from '../../lib/http';
import { requireAdmin } from '../auth';
import { toCurrentUser } from '../users';
import { createAdminRepository } from './admin.repository';

/** Admin-only platform totals and the user list (newest first, with emails). */
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
    const users = items.map((i) => toCurrentUser(i.user, i.projectCount));
    sendList(res, page, users, total);
  });

  return router;
}
