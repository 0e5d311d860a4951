import { projectSchema } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { projectKeys } from './project-keys';

/** True for the ids the API accepts: the spec only loads a project when its id is numeric. */
export function isProjectId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d*$/.test(value);
}

/** GET /api/projects/{id}, parsed by its contract schema: the hook's and the prefetch's query. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () =>
      apiJson(process.env.NODE_ENV !== 'production' && projectSchema, 'GET', `/api/projects/${id}`),
  });

export function useProject(id: number | null) {
  return useQuery({ ...projectQuery(id ?? 0), enabled: id !== null });
}
