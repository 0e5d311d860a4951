import { jsonResponse } from '@stackfolio/shared-ui/testing';

const ADMIN = {
  id: 1,
  firstName: 'Root',
  lastName: 'Admin',
  email: 'root@example.com',
  isAdmin: true,
};
export const MEMBER = {
  ...ADMIN,
  id: 2,
  firstName: 'Mia',
  email: 'mia@example.com',
  isAdmin: false,
};

const HOUR = 3600e3;
export function hoursAgo(n: number): string {
  return new Date(Date.now() - n * HOUR).toISOString();
}

export const USERS = [
  {
    id: 10,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    createdAt: hoursAgo(1),
  },
  { id: 11, firstName: null, lastName: null, email: 'anon@example.com', createdAt: hoursAgo(5) },
  {
    id: 12,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    createdAt: hoursAgo(30),
  },
  {
    id: 13,
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    createdAt: hoursAgo(50),
  },
  {
    id: 14,
    firstName: 'Linus',
    lastName: 'T',
    email: 'linus@example.com',
    createdAt: hoursAgo(80),
  },
];

const PROJECTS = [
  {
    id: 100,
    title: 'Compiler',
    createdAt: hoursAgo(2),
    user: { id: 12, firstName: 'Grace', lastName: 'Hopper' },
  },
  {
    id: 101,
    title: 'Engine',
    createdAt: hoursAgo(48),
    user: { id: 10, firstName: 'Ada', lastName: 'Lovelace' },
  },
];

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, limit: 5 };
}

type Reply = Response | Promise<Response> | (() => Response | Promise<Response>);

/**
 * Stubs global.fetch for the admin screen, signed in as `user` (null: signed out); each endpoint can be overridden. Paths are matched
 * without their query string. Returns the mock so tests can read what was asked.
 */
export function stubApi(replies: Partial<Record<string, Reply>> = {}, user: object | null = ADMIN) {
  const defaults: Record<string, Reply> = {
    '/api/admin/stats': () =>
      jsonResponse({ totalUsers: 1204, totalProjects: 87, totalDownloads: 5321 }),
    '/api/health': () => jsonResponse({ status: 'ok', database: 'up' }),
    '/api/admin/users': () => jsonResponse(page(USERS)),
    '/api/projects': () => jsonResponse(page(PROJECTS)),
  };
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = url.split('?')[0];
    if (path === '/api/auth/user')
      return user ? jsonResponse(user) : new Response('', { status: 401 });
    const reply = replies[path] ?? defaults[path];
    if (!reply) return jsonResponse({ message: `unexpected ${url}` }, 404);
    return typeof reply === 'function' ? reply() : reply;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function calledUrls(mock: jest.Mock): string[] {
  return mock.mock.calls.map(([input]) => String(input));
}
