import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, type Project } from '@stackfolio/shared-ui';

/**
 * GET /api/users/{id}/projects (SPEC §7). The API answers a plain GET with a bounded array; a
 * paginated `{ items }` page is read too, so a change of that decision stays in this file.
 */
export async function getUserProjects(userId: number): Promise<Project[]> {
  const body = await apiJson<Project[] | { items: Project[] }>(
    'GET',
    `/api/users/${userId}/projects`,
  );
  if (Array.isArray(body)) return body;
  return body?.items ?? [];
}

/** Same key as the default query function would use, so other screens' caches are shared. */
export function userProjectsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['/api/users', userId, 'projects'],
    queryFn: () => getUserProjects(userId),
  });
}

export function useUserProjects(userId: number | undefined) {
  return useQuery({ ...userProjectsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
