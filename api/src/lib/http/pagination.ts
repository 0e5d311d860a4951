import type { Request, Response } from 'express';
import { DEFAULT_PAGE_SIZE, PLAIN_LIST_MAX, pageQuerySchema } from '@stackfolio/contract';

export interface PageRequest {
  /** true when the client asked for a page (`?page=` or `?limit=`). */
  paged: boolean;
  page: number;
  limit: number;
  offset: number;
}

export function parsePage(req: Request): PageRequest {
  const { page, limit } = pageQuerySchema.parse(req.query);
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
export function sendList<T>(
  res: Response,
  page: PageRequest,
  items: T[],
  total: number,
  /** More fields of the paged answer (a list's facet counts). */
  extra: Record<string, unknown> = {},
): void {
  res.setHeader('X-Total-Count', String(total));
  if (page.paged) {
    res.json({ items, total, page: page.page, limit: page.limit, ...extra });
  } else {
    res.json(items);
  }
}
