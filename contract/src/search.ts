import { z } from 'zod';
import { type Endpoint } from './endpoint-types';
import { pageOf } from './common';
import { projectSchema } from './projects';
import { MAX_SEARCH_TEXT, SEARCH_TOO_LONG } from './search-rules';
import { searchText } from './text';
import { publicUserSchema } from './users';

/** The most results of each kind one search page returns (GET /api/search). */
export const SEARCH_PAGE_MAX = 20;
export const SEARCH_PAGE_DEFAULT = 10;

export const SEARCH_MESSAGES = {
  missing: 'Type something to search for',
  limitRange: `limit must be between 1 and ${SEARCH_PAGE_MAX}`,
  page: 'page must be a whole number from 1 to 1000',
} as const;

/** `GET /api/search?q=&page=&limit=`: the same page of each kind; an empty `q` is a 400 (`missing`). */
export const searchQuerySchema = z.object({
  q: searchText(MAX_SEARCH_TEXT, SEARCH_TOO_LONG).optional(),
  page: z.coerce
    .number({ error: SEARCH_MESSAGES.page })
    .int({ error: SEARCH_MESSAGES.page })
    .min(1, { error: SEARCH_MESSAGES.page })
    .max(1000, { error: SEARCH_MESSAGES.page })
    .default(1),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limitRange })
    .int({ error: SEARCH_MESSAGES.limitRange })
    .min(1, { error: SEARCH_MESSAGES.limitRange })
    .max(SEARCH_PAGE_MAX, { error: SEARCH_MESSAGES.limitRange })
    .default(SEARCH_PAGE_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Profiles and projects matching every word, best match first. `fuzzy` is true when nothing
 * matched exactly and these are matches of the words' beginnings (a typo in a word's end).
 */
export const searchResultsSchema = z.object({
  profiles: pageOf(publicUserSchema),
  projects: pageOf(projectSchema),
  fuzzy: z.boolean(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const SEARCH_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/search': {
    summary:
      'Search profiles (name, job title, skills, bio…) and projects (title, description, tags, author), ranked by relevance',
    access: 'public',
    query: searchQuerySchema,
    answer: searchResultsSchema,
  },
};
