import { useQuery } from '@tanstack/react-query';
import type { Project } from '@stackfolio/shared-ui';
import { projectKeys } from './project-keys';

/** True for the ids the API accepts: the spec only loads a project when its id is numeric. */
export function isProjectId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d*$/.test(value);
}

/** GET /api/projects/{id} through the default loader (key parts joined by '/'). */
export function useProject(id: number | null) {
  return useQuery<Project>({
    queryKey: projectKeys.detail(id ?? 0),
    enabled: id !== null,
  });
}
