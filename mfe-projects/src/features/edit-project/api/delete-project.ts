import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@stackfolio/shared-ui';
import { invalidateProjectData } from '../../projects';

/** DELETE /api/projects/{id}. */
export async function deleteProject(projectId: number): Promise<void> {
  await apiSend('DELETE', `/api/projects/${projectId}`);
}

/** Deletes, forgets the project and refreshes every list it appeared in. */
export function useDeleteProject(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: () => invalidateProjectData(client, projectId),
  });
}
