import type { ListResponse } from '../types';

/**
 * The newest `limit` rows of a list response, whichever form the API chose (a page of items or a
 * plain array): sorted by createdAt so the result does not depend on the server's order.
 */
export function newestFirst<T extends { createdAt: string }>(
  body: ListResponse<T>,
  limit: number,
): T[] {
  const items = Array.isArray(body) ? body : body.items;
  return [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
