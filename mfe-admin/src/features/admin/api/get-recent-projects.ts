import { projectsPageSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { RECENT_ACTIVITY_LIMIT } from '../../../constants';
import { newestFirst } from '../lib/newest-first';
import type { RecentProject } from '../types';

/** GET /api/projects?page=1&limit=…: the newest uploads, for the activity list. */
export async function getRecentProjects(): Promise<RecentProject[]> {
  const body = await apiJson(
    process.env.NODE_ENV !== 'production' && projectsPageSchema,
    'GET',
    `/api/projects?page=1&limit=${RECENT_ACTIVITY_LIMIT}`,
  );
  return newestFirst(body.items, RECENT_ACTIVITY_LIMIT);
}

export function useRecentProjects() {
  return useQuery({ queryKey: ['/api/projects', 'recent'], queryFn: getRecentProjects });
}
