import type { AdminStats } from '@stackfolio/contract';
import type { Models } from '../../db/models';
import { createUsersRepository } from '../users';

/** Platform-wide aggregates and the user list for admins. Returns plain objects. */
export function createAdminRepository(models: Models) {
  const { User, Project } = models;
  const users = createUsersRepository(models);

  return {
    async stats(): Promise<Omit<AdminStats, 'openReports'>> {
      const [totalUsers, totalProjects, downloads] = await Promise.all([
        User.count(),
        Project.count(),
        Project.sum('downloadCount'),
      ]);
      return { totalUsers, totalProjects, totalDownloads: Number(downloads ?? 0) || 0 };
    },

    /** Newest first, each with its project count (one grouped query for the page). */
    async listUsers(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        User.findAll({
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          offset,
          limit,
        }),
        User.count(),
      ]);
      const items = rows.map((u) => u.get({ plain: true }));
      const counts = await users.projectCounts(items.map((u) => u.id));
      return {
        items: items.map((user) => ({ user, projectCount: counts.get(user.id) ?? 0 })),
        total,
      };
    },
  };
}
