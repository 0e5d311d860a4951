import { projectsPageSchema, type Project, type ProjectsPage } from '@stackfolio/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { PORTFOLIO_PAGE_SIZE } from '../../../constants';

/** The fields of a project (docs/product.md §3) a profile's portfolio shows. */
export type PortfolioProject = Pick<
  Project,
  | 'id'
  | 'userId'
  | 'title'
  | 'description'
  | 'tags'
  | 'imageUrl'
  | 'image'
  | 'viewCount'
  | 'createdAt'
  | 'pinned'
  | 'path'
>;

/** One page of GET /api/users/{id}/projects?page=&limit= (pinned first, then newest; always paged). */
export function getUserProjectsPage(userId: number, page: number): Promise<ProjectsPage> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && projectsPageSchema,
    'GET',
    `/api/users/${userId}/projects?page=${page}&limit=${PORTFOLIO_PAGE_SIZE}`,
  );
}

/** Under the user's key, so an upload or delete (which invalidates it) refreshes the portfolio. */
export const userProjectsQueryKey = (userId: number) =>
  ['/api/users', userId, 'projects', 'pages'] as const;

/** The user's projects a page at a time: the hook's and the server's prefetch's query. */
export const userProjectsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: userProjectsQueryKey(userId),
    queryFn: ({ pageParam }) => getUserProjectsPage(userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
  });

/** The user's projects a page at a time: a portfolio of any size is reachable with "load more". */
export function useUserProjects(userId: number) {
  return useInfiniteQuery(userProjectsQuery(userId));
}
