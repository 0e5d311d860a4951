import { paths } from '@stackfolio/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@stackfolio/shared-ui/router';
import { DeleteProjectButton as SharedDeleteProjectButton } from '@stackfolio/shared-ui/dialog';
import { invalidateProjectData } from '../../projects';

/** The edit page's Delete Project: once it is gone, every list it appeared in is refreshed and / opens. */
export function DeleteProjectButton({ projectId, title }: { projectId: number; title: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <SharedDeleteProjectButton
      projectId={projectId}
      title={title}
      onDeleted={async () => {
        await invalidateProjectData(client, projectId);
        navigate(paths.home());
      }}
    />
  );
}
