import {
  aFacets,
  aCurrentUser as sharedCurrentUser,
  aProject as sharedProject,
  aPublicUser,
  jsonResponse,
} from '@stackfolio/shared-ui/testing';
import type { CurrentUser, Project, PublicUser } from '@stackfolio/shared-ui';
import { PROFILES_PAGE_SIZE } from '../constants';

export { aFacets };

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Stands in for the API: `global.fetch` answers each "METHOD /path" from `routes` (query string
 * ignored for matching, available on the URL). Unlisted calls get a 404, and
 * GET /api/auth/user defaults to signed out. Returns the jest mock to inspect calls.
 */
export function stubApi(routes: Record<string, Handler | unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const route = key in routes ? routes[key] : undefined;
    if (route === undefined) {
      if (key === 'GET /api/auth/user')
        return new Response('{"message":"Unauthorized"}', { status: 401 });
      return new Response('{"message":"Not found"}', { status: 404 });
    }
    return typeof route === 'function' ? (route as Handler)(url, init) : jsonResponse(route);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to "METHOD /path", as [URL, init] pairs. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string): [URL, RequestInit][] {
  return fetchMock.mock.calls
    .map(
      ([input, init = {}]) =>
        [new URL(String(input), 'http://localhost'), init] as [URL, RequestInit],
    )
    .filter(
      ([url, init]) => url.pathname === path && (init.method ?? 'GET').toUpperCase() === method,
    );
}

let nextId = 100;

/** A public profile with every field set to something plausible; override what the test is about. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return aPublicUser({
    id: nextId++,
    bio: 'Writes the first programs.',
    location: 'London',
    jobTitle: 'Engineer',
    skills: ['TypeScript', 'React'],
    featuredSkills: ['React'],
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    projectCount: 0,
    ...overrides,
  });
}

export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return sharedCurrentUser({
    ...aUser(overrides),
    socialLinks: { linkedin: null, github: null, youtube: null },
    ...overrides,
  });
}

/** A project of user 7 as the API sends it; override what the test is about. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return sharedProject({ id: 31, userId: 7, title: 'Compiler', slug: 'compiler', ...overrides });
}

/** A page of GET /api/users/all?page=&limit= as the API answers it. */
export function profilesPage(
  items: PublicUser[],
  { total = items.length, page = 1, facets = aFacets() } = {},
) {
  return { items, total, page, limit: PROFILES_PAGE_SIZE, facets };
}
