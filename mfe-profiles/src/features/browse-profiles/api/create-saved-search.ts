import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SAVED_SEARCHES_KEY,
  savedSearchSchema,
  type SavedSearchRequest,
} from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** POST /api/saved-searches: saves a /profiles search; Settings' list is refreshed. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SavedSearchRequest) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && savedSearchSchema,
        'POST',
        '/api/saved-searches',
        request,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
