import { useQueryClient } from '@tanstack/react-query';
import { DeleteProjectButton as SharedDeleteProjectButton } from '@stackfolio/shared-ui/dialog';

/**
 * The owner's Delete on a portfolio card (loaded only for owners: the dialog is its own chunk);
 * the card leaves the list once every project list and user (counts) is read again.
 */
export default function DeleteProjectButton({ id, title }: { id: number; title: string }) {
  const client = useQueryClient();
  return (
    <SharedDeleteProjectButton
      projectId={id}
      title={title}
      label="Delete"
      named
      onDeleted={() =>
        client.invalidateQueries({
          predicate: ({ queryKey }) =>
            queryKey[0] === '/api/users' || queryKey[0] === '/api/projects',
        })
      }
    />
  );
}
