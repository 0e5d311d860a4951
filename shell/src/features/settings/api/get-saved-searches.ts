import { useQuery } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY, savedSearchListSchema } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** GET /api/saved-searches: the signed-in person's saved /profiles searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && savedSearchListSchema,
        'GET',
        '/api/saved-searches',
      ),
  });
}
