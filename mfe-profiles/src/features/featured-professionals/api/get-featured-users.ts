import { featuredUsersSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson, type PublicUser } from '@stackfolio/shared-ui';

/** GET /api/users/featured: a short bare array (the API never pages it). */
export function getFeaturedUsers(): Promise<PublicUser[]> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && featuredUsersSchema,
    'GET',
    '/api/users/featured',
  );
}

export const featuredUsersQueryKey = ['/api/users', 'featured'] as const;

export function useFeaturedUsers() {
  return useQuery({ queryKey: featuredUsersQueryKey, queryFn: getFeaturedUsers });
}
