import type { ShapeOf } from '@stackfolio/shared-ui/contract';
import type { AdminStats, AdminUser, HealthStatus, RecentProject } from './types';

const text = ['string', 'null'] as const;

/** What the admin screen reads of its endpoints, checked against the real API by api/test/contract. */
export const ADMIN_STATS_SHAPE: ShapeOf<AdminStats> = {
  totalUsers: 'number',
  totalProjects: 'number',
  totalDownloads: 'number',
};

export const HEALTH_SHAPE: ShapeOf<HealthStatus> = { status: 'string', database: 'string' };

export const ADMIN_USER_SHAPE: ShapeOf<AdminUser> = {
  id: 'number',
  firstName: text,
  lastName: text,
  email: 'string',
  avatarUrl: [...text, 'absent'],
  createdAt: 'string',
};

export const RECENT_PROJECT_SHAPE: ShapeOf<RecentProject> = {
  id: 'number',
  title: 'string',
  createdAt: 'string',
  user: { object: { id: 'number', firstName: text, lastName: text }, or: ['null', 'absent'] },
};
