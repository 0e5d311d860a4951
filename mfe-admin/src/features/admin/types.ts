/** Payloads the admin screen reads (docs/product.md §3, §7). */

/** GET /api/admin/stats */
export interface AdminStats {
  totalUsers: number;
  totalProjects: number;
  totalDownloads: number;
}

/** GET /api/health: 200 `{ status: 'ok', database: 'up' }`, 503 when the database is down. */
export interface HealthStatus {
  status: string;
  database: string;
}

/** One user of GET /api/admin/users. */
export interface AdminUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl?: string | null;
  createdAt: string;
}

/** The parts of a project (GET /api/projects) the activity list reads. */
export interface RecentProject {
  id: number;
  title: string;
  createdAt: string;
  user?: { id: number; firstName: string | null; lastName: string | null } | null;
}

/** What a list endpoint returns: a plain array, or a page when asked with `?page=&limit=`. */
export type ListResponse<T> = T[] | { items: T[]; total: number; page: number; limit: number };
