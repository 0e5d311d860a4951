import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SAVED_SEARCHES_KEY,
  savedSearchSchema,
  type SavedSearch,
  type SavedSearchUpdate,
} from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** PATCH /api/saved-searches/{id} with a new name or frequency; the list shows the answer. */
export function useUpdateSavedSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SavedSearchUpdate) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && savedSearchSchema,
        'PATCH',
        `/api/saved-searches/${id}`,
        update,
      ),
    onSuccess: (saved) =>
      client.setQueryData<SavedSearch[]>(SAVED_SEARCHES_KEY, (list) =>
        list?.map((search) => (search.id === saved.id ? saved : search)),
      ),
  });
}
