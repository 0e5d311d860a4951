import { aCurrentUser, aPage, aProject, jsonResponse } from '@stackfolio/shared-ui/testing';

const ADMIN = aCurrentUser({
  id: 1,
  firstName: 'Root',
  lastName: 'Admin',
  email: 'root@example.com',
  isAdmin: true,
});
export const MEMBER = aCurrentUser({
  ...ADMIN,
  id: 2,
  firstName: 'Mia',
  email: 'mia@example.com',
  isAdmin: false,
});

const HOUR = 3600e3;
export function hoursAgo(n: number): string {
  return new Date(Date.now() - n * HOUR).toISOString();
}

/** Users as GET /api/admin/users sends them (newest first): a name is always there. */
export const USERS = [
  {
    id: 10,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    createdAt: hoursAgo(1),
  },
  {
    id: 11,
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'katherine@example.com',
    createdAt: hoursAgo(5),
  },
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
].map((user) => aCurrentUser(user));

const author = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  avatarUrl: null,
  avatar: null,
  jobTitle: null,
});

const PROJECTS = [
  aProject({
    id: 100,
    userId: 12,
    title: 'Compiler',
    createdAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
    user: author(12, 'Grace', 'Hopper'),
  }),
  aProject({
    id: 101,
    userId: 10,
    title: 'Engine',
    createdAt: hoursAgo(48),
    updatedAt: hoursAgo(48),
    user: author(10, 'Ada', 'Lovelace'),
  }),
];

/** GET /api/admin/jobs: one mail that ran out of attempts. */
export const JOBS = {
  counts: { queued: 3, running: 1, failed: 1 },
  failed: [
    {
      id: '42',
      name: 'mail:password-reset',
      attempts: 5,
      error: '451 Try again later',
      createdAt: hoursAgo(3),
      failedAt: hoursAgo(2),
    },
  ],
};

const person = (id: number, firstName: string, lastName: string) => ({
  id,
  handle: firstName.toLowerCase(),
  firstName,
  lastName,
});

/** GET /api/admin/reports: one project reported twice. */
export const REPORTS = {
  openReports: 2,
  items: [
    {
      type: 'project',
      id: 100,
      title: 'Compiler',
      excerpt: 'A compiler for COBOL',
      owner: person(12, 'Grace', 'Hopper'),
      hidden: false,
      hiddenReason: null,
      latestReportAt: hoursAgo(1),
      reports: [
        {
          id: 7,
          reason: 'plagiarism',
          note: 'Copied from my repo',
          createdAt: hoursAgo(1),
          reporter: person(10, 'Ada', 'Lovelace'),
        },
        {
          id: 6,
          reason: 'spam',
          note: null,
          createdAt: hoursAgo(3),
          reporter: person(11, 'Katherine', 'Johnson'),
        },
      ],
    },
  ],
};

/** GET /api/admin/audit-log: newest first. */
export const AUDIT = [
  {
    id: 2,
    actor: person(1, 'Root', 'Admin'),
    actorLabel: 'Root Admin',
    via: 'api',
    action: 'hide',
    targetType: 'project',
    targetId: 101,
    targetLabel: 'Engine',
    reason: 'Stolen artwork',
    createdAt: hoursAgo(2),
  },
  {
    id: 1,
    actor: null,
    actorLabel: 'command line (ops)',
    via: 'cli',
    action: 'grant-admin',
    targetType: 'profile',
    targetId: 1,
    targetLabel: 'Root Admin <root@example.com>',
    reason: null,
    createdAt: hoursAgo(30),
  },
];

type Reply = Response | Promise<Response> | (() => Response | Promise<Response>);

/**
 * Stubs global.fetch for the admin screen, signed in as `user` (null: signed out); each endpoint can be overridden. Paths are matched
 * without their query string. Returns the mock so tests can read what was asked.
 */
export function stubApi(replies: Partial<Record<string, Reply>> = {}, user: object | null = ADMIN) {
  const defaults: Record<string, Reply> = {
    '/api/admin/stats': () =>
      jsonResponse({ totalUsers: 1204, totalProjects: 87, totalDownloads: 5321, openReports: 2 }),
    '/api/admin/reports': () => jsonResponse(REPORTS),
    '/api/admin/audit-log': () => jsonResponse(aPage(AUDIT)),
    '/api/health': () => jsonResponse({ status: 'ok', database: 'up' }),
    '/api/admin/users': () => jsonResponse(aPage(USERS)),
    '/api/projects': () => jsonResponse(aPage(PROJECTS)),
    '/api/admin/jobs': () => jsonResponse(JOBS),
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
