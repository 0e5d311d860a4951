import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/**
 * How many professionals are on the platform, for the dashboard's Community card. Asks the
 * paginated profile list for one item and reads its `total`; a plain array (an API without
 * pagination) is counted instead. This is the one place to adjust if the API's shape changes.
 */
export async function getCommunityCount(): Promise<number> {
  const result = await apiJson<{ total: number } | unknown[]>(
    'GET',
    '/api/users/all?page=1&limit=1',
  );
  if (Array.isArray(result)) return result.length;
  return Number(result?.total) || 0;
}

export const communityCountQuery = {
  queryKey: ['/api/users/all', 'count'] as const,
  queryFn: getCommunityCount,
};

export function useCommunityCount() {
  return useQuery(communityCountQuery);
}
