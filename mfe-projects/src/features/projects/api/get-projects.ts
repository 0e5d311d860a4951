import type { ListOf } from '@stackfolio/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, type Project } from '@stackfolio/shared-ui';
import { PROJECTS_PAGE_SIZE } from '../../../constants';
import { projectKeys } from './project-keys';

/** One page of GET /api/projects?q=&tag=&page=&limit= (pages start at 1). */
export type ProjectsPage = Extract<ListOf<Project>, { items: unknown }>;

export interface ProjectFilters {
  q: string;
  tag: string;
}

/**
 * The only place that knows the list endpoint's paging contract: with `page`/`limit` the API
 * answers `{ items, total, page, limit }`. A bare array (an API without paging) is read as one
 * complete page so the screen still works.
 */
export async function getProjectsPage(
  filters: ProjectFilters,
  page: number,
): Promise<ProjectsPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PROJECTS_PAGE_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.tag) params.set('tag', filters.tag);
  const body = await apiJson<ProjectsPage | Project[]>('GET', `/api/projects?${params}`);
  if (Array.isArray(body)) return { items: body, total: body.length, page: 1, limit: body.length };
  return body;
}

/** The project list query: the hook's and the server's prefetch's. */
export const projectsQuery = (filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam }) => getProjectsPage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
  });

/** Loads the first page, then further pages on demand (`fetchNextPage`) so huge catalogues stay fast. */
export function useProjects(filters: ProjectFilters) {
  return useInfiniteQuery(projectsQuery(filters));
}
