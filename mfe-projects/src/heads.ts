import type { QueryClient } from '@tanstack/react-query';
import {
  notFoundHead,
  titled,
  truncateDescription,
  type PageHead,
  type Project,
  type ProjectDetail,
} from '@stackfolio/contract';
import { ApiError, type RemoteHead } from '@stackfolio/shared-ui';
import { projectQuery, isProjectId } from './features/projects/api/get-project';
import { projectAddressOf, projectPageKey } from './features/project-page/api/get-project-page';
import { projectFileMeta, projectHead } from './features/project-detail/project-meta';

const PROJECT_NOT_FOUND = () => notFoundHead('Project Not Found', 'This project does not exist.');
const FILE_NOT_FOUND = () => notFoundHead('File Not Found', 'This file does not exist.');

/** What the cache holds for a query: its data, 'missing' for the API's 404, else null (not loaded). */
function cached<T>(queryClient: QueryClient, queryKey: readonly unknown[]): T | 'missing' | null {
  const data = queryClient.getQueryData<T>(queryKey);
  if (data !== undefined) return data;
  const error = queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.status === 404 ? 'missing' : null;
}

/** `sort.py/` or `a.zip/src/x.py` → its segments; null when one is empty. */
function segmentsOf(splat: string | undefined): string[] | null {
  const segments = (splat ?? '').replace(/\/$/, '').split('/');
  return segments.every(Boolean) ? segments : null;
}

/**
 * Each page's HTML head, read from the cache its `prefetch` (routes.tsx) filled, with the same
 * query keys. The list itself (`/browse-projects` without `?project=`) has its head in the page
 * server (web/src/seo/list-heads.ts).
 */
export const head: RemoteHead = {
  // A deep link to a project on the list: the project's own head, canonical to its page.
  'browse-projects': ({ queryClient, searchParams, site }) => {
    const raw = searchParams.get('project');
    if (!isProjectId(raw)) return null;
    const project = cached<Project>(queryClient, projectQuery(Number(raw)).queryKey);
    return project && project !== 'missing' ? projectHead(project, site) : null;
  },
  project: ({ queryClient, params, site }) => {
    const address = projectAddressOf(params);
    if (!address) return PROJECT_NOT_FOUND();
    const project = cached<ProjectDetail>(queryClient, projectPageKey(address));
    if (project === 'missing') return PROJECT_NOT_FOUND();
    return project && projectHead(project, site);
  },
  'project-file': ({ queryClient, params, site }): PageHead | null => {
    const address = projectAddressOf(params);
    const segments = segmentsOf(params['*']);
    if (!address || !segments) return FILE_NOT_FOUND();
    const project = cached<ProjectDetail>(queryClient, projectPageKey(address));
    if (project === null) return null;
    const file =
      project === 'missing' ? undefined : project.files.find((f) => f.name === segments[0]);
    if (project === 'missing' || !file) return FILE_NOT_FOUND();
    const shown = segments.length > 1 ? segments.slice(1).join('/') : file.name;
    const { title, description } = projectFileMeta(project, shown);
    return {
      ...projectHead(project, site),
      title: titled(title),
      description: truncateDescription(description),
      canonical: site.abs(`${project.path}/files/${segments.map(encodeURIComponent).join('/')}`),
      jsonLd: undefined,
    };
  },
};
