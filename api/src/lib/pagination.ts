import type { Request, Response } from 'express';
import { z } from 'zod';

/** Plain calls (no page/limit) get at most this many items, as a bare array. */
export const PLAIN_LIST_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  /** true when the client asked for a page (`?page=` or `?limit=`). */
  paged: boolean;
  page: number;
  limit: number;
  offset: number;
}

const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, { error: 'page must be 1 or more' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(PLAIN_LIST_MAX, { error: 'limit must be between 1 and 100' })
    .optional(),
});

export function parsePage(req: Request): PageRequest {
  const { page, limit } = pageQuery.parse(req.query);
  if (page === undefined && limit === undefined) {
    return { paged: false, page: 1, limit: PLAIN_LIST_MAX, offset: 0 };
  }
  const size = limit ?? DEFAULT_PAGE_SIZE;
  const p = page ?? 1;
  return { paged: true, page: p, limit: size, offset: (p - 1) * size };
}

/**
 * Sends a list: the spec's plain call gets a bare array (bounded) with `X-Total-Count`; a paged
 * call gets `{ items, total, page, limit }`.
 */
export function sendList<T>(res: Response, page: PageRequest, items: T[], total: number): void {
  res.setHeader('X-Total-Count', String(total));
  if (page.paged) {
    res.json({ items, total, page: page.page, limit: page.limit });
  } else {
    res.json(items);
  }
}
