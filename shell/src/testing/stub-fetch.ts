import type { CurrentUser } from '@stackfolio/shared-ui';
import { aCurrentUser, jsonResponse } from '@stackfolio/shared-ui/testing';

type Handler = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

/**
 * Stands in for the API: `global.fetch` answers from a table keyed by "METHOD /path" (or just the
 * path for GET). Unless given, `GET /api/auth/user` answers 401 (signed out) and `/mf-config.json`
 * an empty config. Anything else is a 404 so a missing stub is visible in the test.
 */
export function stubFetch(routes: Record<string, Handler> = {}) {
  const table: Record<string, Handler> = {
    'GET /api/auth/user': () => jsonResponse({ message: 'Not signed in' }, 401),
    'GET /mf-config.json': () => jsonResponse({ remotes: {} }),
    ...routes,
  };
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = table[`${method} ${url}`] ?? (method === 'GET' ? table[url] : undefined);
    if (!handler) return jsonResponse({ message: `No stub for ${method} ${url}` }, 404);
    return typeof handler === 'function' ? handler(init) : handler.clone();
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls made to one "METHOD /path", with their parsed JSON bodies. */
export function callsTo(mock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return mock.mock.calls
    .filter(
      ([input, init]) => String(input) === path && (init?.method ?? 'GET').toUpperCase() === method,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** A signed-in user as GET /api/auth/user returns it. */
export function currentUser(overrides: Partial<CurrentUser> = {}) {
  return aCurrentUser({ id: 7, projectCount: 3, ...overrides });
}
