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

/**
 * After an upload, edit or delete: every project list and project, the users' records, their
 * project lists and the featured professionals (SPEC §7 refresh rules), by URL prefix so other
 * remotes' caches of the same URLs are refreshed too.
 */
export function invalidateProjectData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      (queryKey[0].startsWith('/api/projects') || queryKey[0].startsWith('/api/users') || queryKey[0] === '/api/auth/user'),
  });
}
