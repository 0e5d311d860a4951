import type { QueryClient } from '@tanstack/react-query';

/**
 * The URL roots of every query a project shows in, or is counted in: project lists, pages and
 * the following feed ('/api/projects…'); profiles with their project count, portfolios, profile
 * cards and reactions ('/api/users…'); the signed-in user's counts; search results; the resume's
 * project list; analytics (top projects, projects uploaded); the admin figures.
 */
export const PROJECT_DATA_ROOTS = [
  '/api/projects',
  '/api/users',
  '/api/auth/user',
  '/api/search',
  '/api/resume/projects',
  '/api/analytics',
  '/api/admin/stats',
] as const;

function showsProjects(queryKey: readonly unknown[]): boolean {
  const [root] = queryKey;
  return typeof root === 'string' && PROJECT_DATA_ROOTS.some((prefix) => root.startsWith(prefix));
}

/**
 * After an upload, edit or delete of a project: refreshes every query it appears in, matched by
 * URL prefix so other remotes' caches of the same URLs are refreshed too. A deleted project's own
 * queries are only marked stale: refetching them now would fetch a 404 into the screen being left.
 */
export async function invalidateProjectData(
  client: QueryClient,
  deletedId?: number,
): Promise<void> {
  const isDeleted = (key: readonly unknown[]) =>
    deletedId !== undefined && key[0] === '/api/projects' && key[1] === deletedId;
  await Promise.all([
    client.invalidateQueries({
      predicate: ({ queryKey }) => showsProjects(queryKey) && !isDeleted(queryKey),
    }),
    client.invalidateQueries({
      predicate: ({ queryKey }) => isDeleted(queryKey),
      refetchType: 'none',
    }),
  ]);
}
