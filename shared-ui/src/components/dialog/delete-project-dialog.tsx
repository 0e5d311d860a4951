import styled from 'styled-components';
import { Button } from '@stackfolio/shared-ui';
import { Dialog, DialogClose } from './dialog';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const DELETE_PROJECT_CONFIRM = 'Are you sure you want to delete this project?';

export interface DeleteProjectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  /** While the delete is on its way: the button says so and cannot be pressed twice. */
  pending: boolean;
}

/**
 * The one confirmation before a project is deleted, wherever the owner starts it (the edit page,
 * their profile's project cards): 'Delete Project', the question, Cancel and Delete. A Radix
 * dialog: focus moves in, Escape and Cancel close it, focus returns to the button that opened it.
 */
export function DeleteProjectDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: DeleteProjectDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Project"
      description={DELETE_PROJECT_CONFIRM}
      width="440px"
    >
      <Actions>
        <DialogClose asChild>
          <Button $variant="secondary">Cancel</Button>
        </DialogClose>
        <Button $variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? 'Deleting...' : 'Delete'}
        </Button>
      </Actions>
    </Dialog>
  );
}
