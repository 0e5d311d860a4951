import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY, type SavedSearch } from '@stackfolio/contract';
import { apiSend } from '@stackfolio/shared-ui';

/** DELETE /api/saved-searches/{id}; the search leaves the list (its alerts stop). */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/saved-searches/${id}`),
    onSuccess: (_answer, id) =>
      client.setQueryData<SavedSearch[]>(SAVED_SEARCHES_KEY, (list) =>
        list?.filter((search) => search.id !== id),
      ),
  });
}
