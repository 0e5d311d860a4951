import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** The fields of a project (SPEC §3) a profile's portfolio shows. */
export interface PortfolioProject {
  id: number;
  userId: number;
  title: string;
  description: string | null;
  tags: string[] | null;
  imageUrl: string | null;
  viewCount: number;
  createdAt: string;
}

/** GET /api/users/{id}/projects: an array; a paginated `{ items }` answer is read as its items. */
export async function getUserProjects(userId: number): Promise<PortfolioProject[]> {
  const data = await apiJson<PortfolioProject[] | { items: PortfolioProject[] }>(
    'GET',
    `/api/users/${userId}/projects`,
  );
  return Array.isArray(data) ? data : (data?.items ?? []);
}

export const userProjectsQueryKey = (userId: number) => ['/api/users', userId, 'projects'] as const;

export function useUserProjects(userId: number) {
  return useQuery({
    queryKey: userProjectsQueryKey(userId),
    queryFn: () => getUserProjects(userId),
  });
}
