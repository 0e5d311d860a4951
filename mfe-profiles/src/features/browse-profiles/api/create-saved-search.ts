import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchSchema, type SavedSearchRequest } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** The key under which Settings lists the saved searches (the shell's query of the same key). */
const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

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
