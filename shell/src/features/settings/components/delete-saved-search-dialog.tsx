import type { SavedSearch } from '@stackfolio/contract';
import { toast } from '@stackfolio/shared-ui';
import { ConfirmDialog } from '@stackfolio/shared-ui/dialog';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { SAVED_SEARCH_TEXT } from '../saved-search-text';
import { toastFailed } from './saved-search-toasts';

export interface DeleteSavedSearchDialogProps {
  /** The search asked about; kept while the dialog closes so its title does not change. */
  search: SavedSearch | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes once the deleted search's row (and its Delete button) is gone. */
  fallbackFocus(): HTMLElement | null;
}

/**
 * The confirmation before a saved search is deleted. It lives beside the list, not in a row, so
 * it is still there to close (and hand focus on) after its row has left the list.
 */
export function DeleteSavedSearchDialog({
  search,
  open,
  onOpenChange,
  fallbackFocus,
}: DeleteSavedSearchDialogProps) {
  const remove = useDeleteSavedSearch();
  const confirm = () => {
    if (!search) return;
    remove.mutate(search.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: SAVED_SEARCH_TEXT.deleted, variant: 'success' });
      },
      onError: (error) => toastFailed(SAVED_SEARCH_TEXT.deleteFailed, error),
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
      onConfirm={confirm}
      pending={remove.isPending}
      title={SAVED_SEARCH_TEXT.deleteTitle(search?.name ?? '')}
      question={SAVED_SEARCH_TEXT.deleteQuestion}
      fallbackFocus={fallbackFocus}
    />
  );
}
