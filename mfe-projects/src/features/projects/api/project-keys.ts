import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of project data. They follow the default query function's "parts joined by '/'"
 * rule where the default loader is used, so every package that reads the same URL shares the cache.
 */
export const projectKeys = {
  all: ['/api/projects'] as const,
  list: (filters: { q: string; tag: string }) => ['/api/projects', 'list', filters] as const,
  detail: (id: number) => ['/api/projects', id] as const,
  likeStatus: (id: number) => ['/api/projects', id, 'like-status'] as const,
  comments: (id: number) => ['/api/projects', id, 'comments'] as const,
  commentCount: (id: number) => ['/api/projects', id, 'comment-count'] as const,
};

function isProjectOrUserData(queryKey: readonly unknown[]): boolean {
  const [root] = queryKey;
  return (
    typeof root === 'string' &&
    (root.startsWith('/api/projects') || root.startsWith('/api/users') || root === '/api/auth/user')
  );
}

/**
 * After an upload, edit or delete: every project list and project, the users' records, their
 * project lists and the featured professionals (docs/product.md §7 refresh rules), by URL prefix so other
 * remotes' caches of the same URLs are refreshed too. A deleted project's own queries are only
 * marked stale (refetching them now would just fetch a 404 into the screen being left).
 */
export async function invalidateProjectData(
  client: QueryClient,
  deletedId?: number,
): Promise<void> {
  const isDeleted = (key: readonly unknown[]) =>
    deletedId !== undefined && key[0] === '/api/projects' && key[1] === deletedId;
  await Promise.all([
    client.invalidateQueries({
      predicate: ({ queryKey }) => isProjectOrUserData(queryKey) && !isDeleted(queryKey),
    }),
    client.invalidateQueries({
      predicate: ({ queryKey }) => isDeleted(queryKey),
      refetchType: 'none',
    }),
  ]);
}
