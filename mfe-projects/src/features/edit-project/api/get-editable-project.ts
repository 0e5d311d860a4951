import { projectDetailSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { projectKeys } from '../../projects';

/** GET /api/projects/{id} with its files, gallery and write-up: what the edit form changes. */
export function useEditableProject(id: number | null) {
  return useQuery({
    queryKey: [...projectKeys.detail(id ?? 0), 'content'],
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && projectDetailSchema,
        'GET',
        `/api/projects/${id}`,
      ),
    enabled: id !== null,
  });
}
