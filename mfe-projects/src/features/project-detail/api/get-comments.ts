import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { commentCountSchema, commentsPageSchema, type CommentsPage } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';
import { projectKeys } from '../../projects';

/** Comments per page of "Load more comments". */
export const COMMENTS_PAGE_SIZE = 20;

/** One page of GET /api/projects/{id}/comments?page=&limit= (always paged, newest first). */
function getCommentsPage(projectId: number, page: number): Promise<CommentsPage> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && commentsPageSchema,
    'GET',
    `/api/projects/${projectId}/comments?page=${page}&limit=${COMMENTS_PAGE_SIZE}`,
  );
}

/** The project's comments a page at a time, so every comment the count announces is reachable. */
export function useComments(projectId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: projectKeys.comments(projectId),
    queryFn: ({ pageParam }) => getCommentsPage(projectId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
    enabled,
  });
}

/** GET /api/projects/{id}/comment-count: `{ count }`. */
export function useCommentCount(projectId: number) {
  return useQuery({
    queryKey: projectKeys.commentCount(projectId),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && commentCountSchema,
        'GET',
        `/api/projects/${projectId}/comment-count`,
      ),
  });
}
