import { jsonResponse } from '@stackfolio/shared-ui/testing';
import type { ResumeProject } from '@stackfolio/contract';
import type { CurrentUser } from '@stackfolio/shared-ui';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stands in for the API with `global.fetch`: the signed-in user (or 401), their projects and
 * any extra routes keyed "METHOD /path". Returns the jest mock to inspect the calls.
 */
export function stubApi({
  user,
  projects = [],
  routes = {},
}: {
  user: CurrentUser | null;
  projects?: ResumeProject[] | (() => Response);
  routes?: Record<string, Handler>;
}) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url}`;
    if (routes[key]) return routes[key](init);
    if (key === 'GET /api/auth/user')
      return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (user && key === `GET /api/resume/projects`) {
      return typeof projects === 'function' ? projects() : jsonResponse({ items: projects });
    }
    return jsonResponse({ message: `No stub for ${key}` }, 404);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
