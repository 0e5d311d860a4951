import { MAX_SEARCH_TEXT } from '@stackfolio/contract';

/** The results page of a search (`/search?q=…`, page 1 unless given). */
export function searchPath(q: string, page = 1): string {
  const query = new URLSearchParams({ q: q.trim() });
  if (page > 1) query.set('page', String(page));
  return `/search?${query.toString()}`;
}

/** The most characters a search may have (the API refuses more: SEARCH_TOO_LONG). */
export const SEARCH_MAX_LENGTH = MAX_SEARCH_TEXT;
