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
