import { useQuery } from '@tanstack/react-query';
import { apiJson, type PublicUser } from '@stackfolio/shared-ui';

/** GET /api/users/featured: a bounded array (a paginated `{ items }` answer is read as its items). */
export async function getFeaturedUsers(): Promise<PublicUser[]> {
  const data = await apiJson<PublicUser[] | { items: PublicUser[] }>('GET', '/api/users/featured');
  return Array.isArray(data) ? data : (data?.items ?? []);
}

export const featuredUsersQueryKey = ['/api/users', 'featured'] as const;

export function useFeaturedUsers() {
  return useQuery({ queryKey: featuredUsersQueryKey, queryFn: getFeaturedUsers });
}
