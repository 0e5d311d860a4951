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
  /** Reports no moderator has acted on yet. */
  openReports: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One user of GET /api/admin/users (newest first): the full record, email included. */
export const adminUserSchema = currentUserSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users?page=&limit=: one page of users, newest first. */
export const adminUsersPageSchema = pageOf(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const JOB_MESSAGES = {
  retried: 'The job is queued again.',
  notFound: 'There is no failed job with this id.',
  invalidId: 'Invalid job id',
} as const;

/** A job that ran out of attempts (or had a payload it could not use), newest first. */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The kind of job, e.g. `mail:password-reset`. */
  name: z.string(),
  attempts: z.number().int().nonnegative(),
  /** Why its last run failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /api/admin/jobs: how many jobs wait, run and failed, and the newest failed ones. */
export const adminJobsSchema = z.object({
  counts: z.object({
    queued: z.number().int().nonnegative(),
    running: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
  failed: z.array(failedJobSchema),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;
