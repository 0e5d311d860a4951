import { projectsPageSchema, type ProjectsPage } from '@stackfolio/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { PROJECTS_PAGE_SIZE } from '../../../constants';
import { projectKeys } from './project-keys';

export interface ProjectFilters {
  q: string;
  tag: string;
}

/**
 * One page of GET /api/projects?q=&tag=&page=&limit= (pages start at 1): with `page`/`limit`
 * the API always answers `{ items, total, page, limit }`.
 */
export function getProjectsPage(filters: ProjectFilters, page: number): Promise<ProjectsPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(PROJECTS_PAGE_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.tag) params.set('tag', filters.tag);
  return apiJson(
    process.env.NODE_ENV !== 'production' && projectsPageSchema,
    'GET',
    `/api/projects?${params}`,
  );
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
