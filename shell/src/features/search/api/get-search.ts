import { searchResultsSchema, type SearchResults } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** How many profiles and projects one results page shows. */
export const SEARCH_PAGE_SIZE = 10;

/** One page of profiles and projects matching `q`, best first (GET /api/search). */
export function getSearch(q: string, page: number): Promise<SearchResults> {
  const query = new URLSearchParams({ q, page: String(page), limit: String(SEARCH_PAGE_SIZE) });
  return apiJson(
    process.env.NODE_ENV !== 'production' && searchResultsSchema,
    'GET',
    `/api/search?${query.toString()}`,
  );
}

export function useSearch(q: string, page: number) {
  return useQuery({
    queryKey: ['/api/search', q, page] as const,
    queryFn: () => getSearch(q, page),
    enabled: q.length > 0,
  });
}
