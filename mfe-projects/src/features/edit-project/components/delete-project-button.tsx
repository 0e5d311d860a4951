import { useState } from 'react';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { Button, apiErrorMessage, toast } from '@stackfolio/shared-ui';
import { DeleteProjectDialog } from '@stackfolio/shared-ui/dialog';
import { MESSAGES } from '../../../constants';
import { useDeleteProject } from '../api/delete-project';

/** Delete Project, behind the confirmation 'Are you sure you want to delete this project?'; success goes to /. */
export function DeleteProjectButton({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteProject(projectId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: MESSAGES.deleteSuccessTitle,
          description: MESSAGES.deleteSuccessDescription,
          variant: 'success',
        });
        setOpen(false);
        navigate('/');
      },
      onError: (error) =>
        toast({
          title: MESSAGES.deleteFailed,
          description: apiErrorMessage(error, error.message),
          variant: 'destructive',
        }),
    });
  return (
    <>
      <Button $variant="danger" onClick={() => setOpen(true)}>
        Delete Project
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
