import { useState } from 'react';
import { PROJECT_MESSAGES } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiErrorMessage,
  apiSend,
  Button,
  invalidateProjectData,
  toast,
} from '@stackfolio/shared-ui';
import { DeleteProjectDialog } from './delete-project-dialog';

export const DELETE_PROJECT_MESSAGES = {
  deletedTitle: 'Project deleted',
  deleted: PROJECT_MESSAGES.deleted,
  deletedNamed: (title: string) => `“${title}” has been deleted.`,
  failed: 'Delete failed',
} as const;

export interface DeleteProjectButtonProps {
  projectId: number;
  title: string;
  /** A shorter text than 'Delete Project' (on a card): the accessible name then adds the title. */
  label?: string;
  /** The toast names the project (in a list of them) instead of saying 'Your project'. */
  named?: boolean;
  /** Runs once the project is gone and every list showing it is refreshed, before the toast: move on. */
  onDeleted?(): void;
}

/**
 * The one Delete of a project, wherever its owner starts it (the edit page, their profile's
 * cards): DELETE /api/projects/{id} behind DeleteProjectDialog, then every query the project
 * shows in is refreshed (invalidateProjectData) and 'Project deleted' shows or, on a refusal,
 * 'Delete failed' with the server's message.
 */
export function DeleteProjectButton({
  projectId,
  title,
  label,
  named = false,
  onDeleted,
}: DeleteProjectButtonProps) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiSend('DELETE', `/api/projects/${projectId}`),
    onSuccess: async () => {
      setOpen(false);
      await invalidateProjectData(client, projectId);
      onDeleted?.();
      toast({
        title: DELETE_PROJECT_MESSAGES.deletedTitle,
        description: named
          ? DELETE_PROJECT_MESSAGES.deletedNamed(title)
          : DELETE_PROJECT_MESSAGES.deleted,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: DELETE_PROJECT_MESSAGES.failed,
        description: apiErrorMessage(error, error.message),
        variant: 'destructive',
      }),
  });
  return (
    <>
      <Button
        $variant="danger"
        aria-label={label ? `${label} ${title}` : undefined}
        onClick={() => setOpen(true)}
      >
        {label ?? 'Delete Project'}
      </Button>
      <DeleteProjectDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
      />
    </>
  );
}
