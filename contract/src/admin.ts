import { z } from 'zod';
import { pageOf } from './common';
import { currentUserSchema } from './users';

export const ADMIN_MESSAGES = {
  accessDenied: "Access Denied: You don't have permission to access this page.",
} as const;

/** GET /api/admin/stats: platform totals. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  totalProjects: z.number().int().nonnegative(),
  totalDownloads: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One user of GET /api/admin/users (newest first): the full record, email included. */
export const adminUserSchema = currentUserSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users?page=&limit=: one page of users, newest first. */
export const adminUsersPageSchema = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
