/** docs/product.md §2, §4, §6, §8 and §9 facts of the admin screen, imported by the components and their tests. */

/** docs/product.md §9: the Recent Users list shows the first 5 users. */
export const RECENT_USERS_LIMIT = 5;
/** Recent Activity merges the newest sign-ups and uploads; this many rows are shown. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** docs/product.md §9: a non-admin is sent to / 500 ms after the toast. */
export const ACCESS_DENIED_REDIRECT_MS = 500;
/** The audit log's page size on /admin. */
export const AUDIT_LOG_PAGE_SIZE = 20;
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
  healthy: { status: 'Excellent', detail: 'API and database answering' },
  openReports: 'Open Reports',
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
  queue: {
    title: 'Moderation Queue',
    empty: 'No open reports',
    error: 'Failed to load the moderation queue',
    items: 'Reported items',
    type: { profile: 'Profile', project: 'Project', comment: 'Comment' },
    by: 'by',
    hidden: 'Hidden by moderators',
    suspended: 'Account suspended',
    reports: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`,
    reportedBy: (name: string) => `Reported by ${name}`,
    dismiss: 'Dismiss',
    hide: 'Hide',
    restore: 'Restore',
    remove: 'Remove',
    suspend: 'Suspend account',
    unsuspend: 'Unsuspend account',
    reason: 'Reason',
    reasonHint: 'The owner is told this reason by e-mail (not for Dismiss).',
    confirm: (action: string, title: string) => `${action}: “${title}”`,
    cancel: 'Cancel',
    working: 'Working...',
    failed: 'The action failed',
  },
  audit: {
    title: 'Audit Log',
    empty: 'No admin actions yet',
    error: 'Failed to load the audit log',
    list: 'Admin actions, newest first',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    because: 'Reason:',
  },
} as const;
