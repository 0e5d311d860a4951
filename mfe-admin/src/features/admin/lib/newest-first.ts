/**
 * The newest `limit` rows of a page: sorted by createdAt so the result does not depend on the
 * server's order.
 */
export function newestFirst<T extends { createdAt: string }>(items: T[], limit: number): T[] {
  return [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
