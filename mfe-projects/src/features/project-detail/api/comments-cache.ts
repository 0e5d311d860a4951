import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CommentsPage, ProjectComment } from '@stackfolio/contract';
import { projectKeys } from '../../projects';

/**
 * Puts a saved comment in place of the cached one, or takes it out (`null`), in every loaded
 * page of the project's comments, so the change shows before the list has reloaded.
 */
export function replaceComment(
  client: QueryClient,
  projectId: number,
  commentId: number,
  next: ProjectComment | null,
): void {
  client.setQueryData<InfiniteData<CommentsPage>>(projectKeys.comments(projectId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            total: next ? page.total : Math.max(0, page.total - 1),
            items: page.items.flatMap((c) => (c.id !== commentId ? [c] : next ? [next] : [])),
          })),
        }
      : data,
  );
}
