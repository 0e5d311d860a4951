import { ConfirmDialog } from './confirm-dialog';

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
 * their profile's project cards): 'Delete Project', the question, Cancel and Delete.
 */
export function DeleteProjectDialog(props: DeleteProjectDialogProps) {
  return <ConfirmDialog {...props} title="Delete Project" question={DELETE_PROJECT_CONFIRM} />;
}
