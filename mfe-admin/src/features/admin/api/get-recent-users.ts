import { adminUsersPageSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { RECENT_USERS_LIMIT } from '../../../constants';
import { newestFirst } from '../lib/newest-first';
import type { AdminUser } from '../types';

/** GET /api/admin/users?page=1&limit=5: the newest users (admin only). */
export async function getRecentUsers(): Promise<AdminUser[]> {
  const body = await apiJson(
    process.env.NODE_ENV !== 'production' && adminUsersPageSchema,
    'GET',
    `/api/admin/users?page=1&limit=${RECENT_USERS_LIMIT}`,
  );
  return newestFirst(body.items, RECENT_USERS_LIMIT);
}

export function useRecentUsers() {
  return useQuery({ queryKey: ['/api/admin/users', 'recent'], queryFn: getRecentUsers });
}
