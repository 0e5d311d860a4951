import { Router } from 'express';
import type { AppContext } from '../../context';
import { parsePage, sendList } from '../../lib/pagination';
import { requireAdmin } from '../auth/auth.middleware';
import { toCurrentUser } from '../users/users.mapper';

/** Admin-only platform totals and the user list (newest first, with emails). */
export function adminRouter(ctx: AppContext): Router {
  const router = Router();
  const { User, Project } = ctx.models;
  router.use(requireAdmin);

  router.get('/stats', async (_req, res) => {
    const [totalUsers, totalProjects, downloads] = await Promise.all([
      User.count(),
      Project.count(),
      Project.sum('downloadCount'),
    ]);
    res.json({ totalUsers, totalProjects, totalDownloads: Number(downloads ?? 0) || 0 });
  });

  router.get('/users', async (req, res) => {
    const page = parsePage(req);
    const [rows, total] = await Promise.all([
      User.findAll({
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        offset: page.offset,
        limit: page.limit,
      }),
      User.count(),
    ]);
    const counts = await Project.count({
      where: { userId: rows.map((u) => u.id) },
      group: ['userId'],
    });
    const byUser = new Map(counts.map((c) => [Number(c.userId), Number(c.count)]));
    const items = rows.map((u) => toCurrentUser(u.get({ plain: true }), byUser.get(u.id) ?? 0));
    sendList(res, page, items, total);
  });

  return router;
}
