import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CommentCount, ProjectComment } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';
import { projectKeys } from '../../projects';

/** Comments per page of "Load more comments". */
export const COMMENTS_PAGE_SIZE = 20;

interface CommentsPage {
  items: ProjectComment[];
  total: number;
  page: number;
}

/** One page of GET /api/projects/{id}/comments?page=&limit=; a plain array is one full page. */
async function getCommentsPage(projectId: number, page: number): Promise<CommentsPage> {
  const data = await apiJson<CommentsPage | ProjectComment[]>(
    'GET',
    `/api/projects/${projectId}/comments?page=${page}&limit=${COMMENTS_PAGE_SIZE}`,
  );
  return Array.isArray(data) ? { items: data, total: data.length, page: 1 } : data;
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
  return useQuery<CommentCount>({ queryKey: projectKeys.commentCount(projectId) });
}
