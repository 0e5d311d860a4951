import { useState } from 'react';
import { Button, apiErrorMessage, toast } from '@stackfolio/shared-ui';
import { DeleteProjectDialog } from '@stackfolio/shared-ui/dialog';
import { useDeleteProject } from '../api/delete-project';

/**
 * The owner's Delete on a portfolio card, behind the same confirmation as the edit page; the card
 * leaves the list once the project is gone. Loaded only for owners (the dialog is its own chunk).
 */
export default function DeleteProjectButton({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject(id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Project deleted',
          description: `“${title}” has been deleted.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Delete failed',
          description: apiErrorMessage(error, error.message),
          variant: 'destructive',
        }),
    });
  return (
    <>
      <Button $variant="danger" aria-label={`Delete ${title}`} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <DeleteProjectDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        pending={remove.isPending}
      />
    </>
  );
}
