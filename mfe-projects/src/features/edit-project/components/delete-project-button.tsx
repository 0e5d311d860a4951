import { useState } from 'react';
import { useNavigate } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Button, apiErrorMessage, toast } from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from '@stackfolio/shared-ui/dialog';
import { MESSAGES } from '../../../constants';
import { useDeleteProject } from '../api/delete-project';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

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
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Project"
        description={MESSAGES.deleteConfirm}
        width="440px"
      >
        <Actions>
          <DialogClose asChild>
            <Button $variant="secondary">Cancel</Button>
          </DialogClose>
          <Button $variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </Actions>
      </Dialog>
    </>
  );
}
