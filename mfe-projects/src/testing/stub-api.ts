import type { ProjectComment, ProjectDetail } from '@stackfolio/contract';
import { aCurrentUser, jsonResponse } from '@stackfolio/shared-ui/testing';
import type { CurrentUser, Project, ProjectAuthor } from '@stackfolio/shared-ui';

type Reply = Response | ((url: URL, init: RequestInit) => Response | Promise<Response>);

/** A route of the fake API: "METHOD /path" (query string ignored) or a predicate on the full URL. */
export type StubRoutes = Record<string, Reply>;

export interface StubbedApi {
  fetch: jest.Mock;
  /** Calls to "METHOD /path", with their parsed URL and init. */
  calls: (route: string) => { url: URL; init: RequestInit }[];
}

/**
 * Replaces global.fetch with a stand-in for the API answering `routes` by method and path.
 * Unknown routes answer 404 so a missing stub shows up as a visible error state, not a hang.
 */
export function stubApi(routes: StubRoutes): StubbedApi {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const reply = routes[key];
    if (!reply) return jsonResponse({ message: `No stub for ${key}` }, 404);
    return typeof reply === 'function' ? reply(url, init) : reply.clone();
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls: (route) =>
      fetchMock.mock.calls
        .map(([input, init]) => ({
          url: new URL(String(input), 'http://localhost'),
          init: (init ?? {}) as RequestInit,
        }))
        .filter(
          ({ url, init }) => `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}` === route,
        ),
  };
}

export const signedOut = {
  'GET /api/auth/user': () => jsonResponse({ message: 'Unauthorized' }, 401),
};

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aCurrentUser({ jobTitle: 'Engineer', ...overrides });
}

export function signedInAs(user: CurrentUser) {
  return { 'GET /api/auth/user': () => jsonResponse(user) };
}

let nextProjectId = 100;

export function aProject(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? nextProjectId++;
  return {
    id,
    userId: 2,
    title: `Project ${id}`,
    slug: `project-${id}`,
    path: null,
    description: 'A data pipeline in Python',
    tags: ['python', 'etl'],
    imageUrl: null,
    image: null,
    fileName: 'report.pdf',
    filePath: `/api/projects/${id}/download`,
    fileType: 'application/pdf',
    fileSize: 1572864,
    projectUrl: 'https://example.com/demo',
    viewCount: 12,
    downloadCount: 3,
    likeCount: 4,
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    user: anAuthor({ id: 2, firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Data Engineer' }),
    pinned: false,
    ...overrides,
  };
}

/** A project as its page reads it: no write-up, images or files unless the test gives them. */
export function aProjectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...aProject(overrides),
    writeup: null,
    writeupHtml: null,
    images: [],
    files: [],
    cardUrl: null,
    ...overrides,
  };
}

/** A person as project and comment answers embed them. */
export function anAuthor(overrides: Partial<ProjectAuthor> = {}): ProjectAuthor {
  return {
    id: 3,
    firstName: 'Alan',
    lastName: 'Turing',
    avatarUrl: null,
    avatar: null,
    jobTitle: null,
    ...overrides,
  };
}

/** A comment on project 9 as GET /api/projects/{id}/comments lists it. */
export function aComment(overrides: Partial<ProjectComment> = {}): ProjectComment {
  return {
    id: 1,
    projectId: 9,
    content: 'Great work',
    createdAt: new Date().toISOString(),
    editedAt: null,
    user: anAuthor(),
    ...overrides,
  };
}

export { jsonResponse };
