import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@stackfolio/shared-ui';

/** DELETE /api/projects/{id}; then every project list and user (counts) is read again. */
export function useDeleteProject(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('DELETE', `/api/projects/${projectId}`),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === '/api/users' || queryKey[0] === '/api/projects',
      }),
  });
}
