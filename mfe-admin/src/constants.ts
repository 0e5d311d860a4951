/** docs/product.md §2, §4, §6, §8 and §9 facts of the admin screen, imported by the components and their tests. */

/** docs/product.md §9: the Recent Users list shows the first 5 users. */
export const RECENT_USERS_LIMIT = 5;
/** Recent Activity merges the newest sign-ups and uploads; this many rows are shown. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** docs/product.md §9: a non-admin is sent to / 500 ms after the toast. */
export const ACCESS_DENIED_REDIRECT_MS = 500;
/** docs/product.md §2: the advertising placeholder's reserved size. */
export const AD_SIZE = { width: 728, height: 90 } as const;

export const TEXT = {
  title: 'Admin Dashboard',
  accessDenied: {
    title: 'Access Denied',
    description: "You don't have permission to access this page.",
  },
  totalUsers: 'Total Users',
  projectsUploaded: 'Projects Uploaded',
  totalDownloads: 'Total Downloads',
  platformHealth: 'Platform Health',
  healthy: { status: 'Excellent', detail: '99.9% uptime' },
  degraded: {
    status: 'Degraded',
    databaseDown: 'Database unreachable',
    unreachable: 'Health check failed',
  },
  statsError: 'Failed to load platform statistics',
  recentActivity: 'Recent Activity',
  activityEmpty: 'No recent activity yet',
  activityError: 'Failed to load recent activity',
  recentUsers: 'Recent Users',
  usersEmpty: 'No users yet',
  usersError: 'Failed to load users',
  joined: 'Joined',
  retry: 'Try Again',
  jobs: {
    title: 'Background Jobs',
    queued: 'Queued',
    running: 'Running',
    failed: 'Failed',
    noneFailed: 'No failed jobs',
    failedList: 'Failed jobs',
    noReason: 'No reason recorded',
    failedAt: (attempts: number) =>
      `Failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'},`,
    error: 'Failed to load background jobs',
    retry: 'Retry',
    retryLabel: (name: string, id: string) => `Retry ${name} (job ${id})`,
    retried: 'The job is queued again.',
    retryFailed: 'Retry failed',
  },
} as const;
