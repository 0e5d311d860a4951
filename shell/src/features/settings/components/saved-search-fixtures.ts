import type { SavedSearch } from '@stackfolio/contract';
import { jsonResponse } from '@stackfolio/shared-ui/testing';
import { stubFetch } from '../../../testing/stub-fetch';

/** A saved search as GET /api/saved-searches returns it. */
export const aSavedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 1,
  name: 'Rust people',
  query: 'skill=Rust&open=1&workplace=remote',
  frequency: 'daily',
  createdAt: new Date().toISOString(),
  lastCheckedAt: null,
  ...overrides,
});

/**
 * Stands in for /api/saved-searches over `searches`: PATCH and DELETE change them as the API
 * does, or answer `refusal` (status and message) when given.
 */
export function stubSavedSearches(
  searches: SavedSearch[],
  refusal?: { status: number; message: string },
) {
  let list = [...searches];
  const refuse = refusal && (() => jsonResponse({ message: refusal.message }, refusal.status));
  const each = list.flatMap((search) => {
    const path = `/api/saved-searches/${search.id}`;
    return [
      [
        `PATCH ${path}`,
        refuse ??
          ((init?: RequestInit) => {
            const change = JSON.parse(String(init?.body)) as Partial<SavedSearch>;
            list = list.map((s) => (s.id === search.id ? { ...s, ...change } : s));
            return jsonResponse(list.find((s) => s.id === search.id));
          }),
      ],
      [
        `DELETE ${path}`,
        refuse ??
          (() => {
            list = list.filter((s) => s.id !== search.id);
            return jsonResponse({ message: 'Saved search deleted' });
          }),
      ],
    ];
  });
  return stubFetch({
    'GET /api/saved-searches': () => jsonResponse(list),
    ...Object.fromEntries(each),
  });
}
