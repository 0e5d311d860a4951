import { profilesPageSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/**
 * How many professionals are on the platform, for the dashboard's Community card: the `total` of
 * the profile list asked for a page of one (a paged call, so the API always sends `total`).
 */
export async function getCommunityCount(): Promise<number> {
  const { total } = await apiJson(
    process.env.NODE_ENV !== 'production' && profilesPageSchema,
    'GET',
    '/api/users/all?page=1&limit=1',
  );
  return total;
}

export const communityCountQuery = {
  queryKey: ['/api/users/all', 'count'] as const,
  queryFn: getCommunityCount,
};

export function useCommunityCount() {
  return useQuery(communityCountQuery);
}
