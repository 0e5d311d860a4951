import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  grantAdmin,
  registerUser,
  step,
  test,
  type TestUser,
} from '../fixtures';
import { AdminDashboard } from '../pages/admin-dashboard';

const STATS = ['Total Users', 'Projects Uploaded', 'Total Downloads'] as const;
type Totals = Record<(typeof STATS)[number], number>;

/** Every user id and every project's download count, as the admin's API lists them now. */
interface Snapshot {
  users: Set<number>;
  /** The newest user's full name (the admin list is newest first). */
  newest: string;
  downloads: Map<number, number>;
}

async function listAll<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`${path}?page=${page}&limit=100`);
    expect(response.status()).toBe(200);
    const { items, total } = (await response.json()) as { items: T[]; total: number };
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

async function snapshot(request: APIRequestContext): Promise<Snapshot> {
  const users = await listAll<{ id: number; firstName: string; lastName: string }>(
    request,
    '/api/admin/users',
  );
  const projects = await listAll<{ id: number; downloadCount: number }>(request, '/api/projects');
  return {
    users: new Set(users.map((u) => u.id)),
    newest: users.length ? `${users[0].firstName} ${users[0].lastName}` : '',
    downloads: new Map(projects.map((p) => [p.id, p.downloadCount])),
  };
}

const totalsOf = (s: Snapshot): Totals => ({
  'Total Users': s.users.size,
  'Projects Uploaded': s.downloads.size,
  'Total Downloads': [...s.downloads.values()].reduce((a, b) => a + b, 0),
});

/**
 * Reloads /admin and reads its totals when they match the platform as listed just before and just
 * after (other specs may write to the same database meanwhile, so this is retried until quiet).
 */
async function readQuietTotals(admin: AdminDashboard, request: APIRequestContext) {
  let result: { totals: Totals; snap: Snapshot } | undefined;
  await expect(async () => {
    const first = await snapshot(request);
    await admin.page.reload();
    for (const name of STATS) await expect(admin.statValue(name)).toBeVisible();
    const totals = {} as Totals;
    for (const name of STATS) totals[name] = await admin.statNumber(name);
    const second = await snapshot(request);
    expect(totalsOf(second)).toEqual(totalsOf(first));
    expect(totals).toEqual(totalsOf(first));
    result = { totals, snap: second };
  }).toPass({ timeout: 60_000 });
  return result!;
}

/** A user in their own browser context, registered (and signed in) through the API. */
async function newUser(
  browser: Browser,
  baseURL: string | undefined,
  firstName: string,
  lastName: string,
) {
  const context = await browser.newContext({ baseURL });
  const user = await registerUser(context.request, { firstName, lastName });
  return { context, user };
}

/** POST /api/projects (multipart) with a small text file; resolves with the new project's id. */
async function uploadWithFile(request: APIRequestContext, title: string): Promise<number> {
  const created = await request.post('/api/projects', {
    multipart: {
      title,
      description: `${title}: uploaded by the admin journey.`,
      file: {
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`hello from ${title}\n`),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function download(
  request: APIRequestContext,
  projectId: number,
  title: string,
): Promise<void> {
  const response = await request.get(`/api/projects/${projectId}/download`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toContain('notes.txt');
  expect((await response.body()).toString()).toBe(`hello from ${title}\n`);
}

test.describe('@admin @projects admin dashboard totals and access', () => {
  test('an admin sees exactly what other users created; non-admins and strangers are refused', async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = testInfo.project.use.baseURL;
    const stamp = Date.now().toString(36);
    const admin = new AdminDashboard(page);
    const contexts: BrowserContext[] = [];
    let before: Totals = { 'Total Users': 0, 'Projects Uploaded': 0, 'Total Downloads': 0 };
    let baseline: Snapshot = { users: new Set(), newest: '', downloads: new Map() };
    let newestListed = '';
    const mine = { users: [] as number[], projects: [] as number[] };
    let newest: TestUser | undefined;
    let after: Totals = before;
    let member: { context: BrowserContext; user: TestUser } | undefined;

    try {
      await step(
        'an admin granted with the admin command opens /admin and notes the totals',
        async () => {
          const me = await registerUser(page.request, {
            firstName: 'Ada',
            lastName: `Admin${stamp}`,
          });
          grantAdmin(me.email);
          const current = await page.request.get('/api/auth/user');
          expect(((await current.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
          await admin.goto();
          await expect(admin.heading).toBeVisible();
          await expect(admin.card('Platform Health').getByRole('status')).toContainText(
            'Excellent',
          );
          ({ totals: before, snap: baseline } = await readQuietTotals(admin, page.request));
          // The admin themself is already one of the users.
          expect(baseline.users.has(me.id)).toBe(true);
        },
      );

      await step(
        'two users register, each uploads a project with a file, and three downloads happen',
        async () => {
          const first = await newUser(browser, baseURL, 'Uma', `Uploader${stamp}`);
          contexts.push(first.context);
          const firstProject = await uploadWithFile(first.context.request, `Notes A ${stamp}`);
          mine.users.push(first.user.id);
          mine.projects.push(firstProject);
          member = await newUser(browser, baseURL, 'Nina', `Newest${stamp}`);
          contexts.push(member.context);
          newest = member.user;
          const secondProject = await uploadWithFile(member.context.request, `Notes B ${stamp}`);
          mine.users.push(member.user.id);
          mine.projects.push(secondProject);

          // A signed-in user downloads the other's file, a signed-out visitor downloads both.
          await download(first.context.request, secondProject, `Notes B ${stamp}`);
          const stranger = await playwright.request.newContext({ baseURL });
          try {
            await download(stranger, firstProject, `Notes A ${stamp}`);
            await download(stranger, secondProject, `Notes B ${stamp}`);
          } finally {
            await stranger.dispose();
          }
        },
      );

      await step(
        'the admin reloads /admin: each total rose by exactly what was created',
        async () => {
          const { totals, snap } = await readQuietTotals(admin, page.request);
          // Ours: 2 new users, 2 new projects downloaded once and twice.
          for (const id of mine.users)
            expect(snap.users.has(id) && !baseline.users.has(id)).toBe(true);
          expect(mine.projects.map((id) => snap.downloads.get(id))).toEqual([1, 2]);
          // Anything other specs sharing this database did meanwhile (nothing when this spec runs alone).
          const othersUsers =
            [...snap.users].filter((id) => !baseline.users.has(id) && !mine.users.includes(id))
              .length - [...baseline.users].filter((id) => !snap.users.has(id)).length;
          const othersProjects =
            [...snap.downloads.keys()].filter(
              (id) => !baseline.downloads.has(id) && !mine.projects.includes(id),
            ).length -
            [...baseline.downloads.keys()].filter((id) => !snap.downloads.has(id)).length;
          const othersDownloads =
            [...snap.downloads]
              .filter(([id]) => !mine.projects.includes(id))
              .reduce((sum, [, n]) => sum + n, 0) -
            [...baseline.downloads.values()].reduce((sum, n) => sum + n, 0);
          expect(totals).toEqual({
            'Total Users': before['Total Users'] + 2 + othersUsers,
            'Projects Uploaded': before['Projects Uploaded'] + 2 + othersProjects,
            'Total Downloads': before['Total Downloads'] + 3 + othersDownloads,
          });
          after = totals;
          newestListed = snap.newest;
        },
      );

      await step('Recent Users lists the newest user first', async () => {
        const rows = admin.recentUsers.getByRole('listitem');
        // The newest account when the page was reloaded: Nina, unless another spec registered someone since.
        await expect(rows.first()).toContainText(newestListed);
        await expect(rows.first()).toContainText(/Joined/);
        const names = await rows.allInnerTexts();
        expect(names.length).toBeLessThanOrEqual(5);
        const nina = names.findIndex((text) =>
          text.includes(`${newest!.firstName} ${newest!.lastName}`),
        );
        const uma = names.findIndex((text) => text.includes(`Uma Uploader${stamp}`));
        expect(nina, names.join(' | ')).toBeGreaterThanOrEqual(0);
        if (uma >= 0) expect(nina).toBeLessThan(uma);
      });

      await step(
        'the Background Jobs card shows the queue: queued, running and failed',
        async () => {
          const jobs = page.getByRole('region', { name: 'Background Jobs' });
          for (const label of ['Queued', 'Running', 'Failed']) {
            await expect(jobs.getByText(label, { exact: true })).toBeVisible();
          }
        },
      );

      await step('axe-core finds no violations on /admin', async () => {
        await expectNoA11yViolations(page);
      });

      await step('a non-admin opening /admin is told "Access Denied" and sent home', async () => {
        const memberPage = await member!.context.newPage();
        const denied = new AdminDashboard(memberPage);
        await denied.goto();
        await expect(denied.toast).toContainText('Access Denied');
        await expect(denied.toast).toContainText("You don't have permission to access this page.");
        await expect(memberPage).toHaveURL(`${baseURL}/`);
        await expect(denied.card('Total Users')).toHaveCount(0);
      });

      await step(
        "the API refuses a non-admin's direct calls with 403 and a signed-out caller with 401",
        async () => {
          for (const path of ['/api/admin/stats', '/api/admin/users']) {
            expect((await member!.context.request.get(path)).status(), `${path} as non-admin`).toBe(
              403,
            );
          }
          const signedOut = await playwright.request.newContext({ baseURL });
          try {
            for (const path of ['/api/admin/stats', '/api/admin/users']) {
              expect((await signedOut.get(path)).status(), `${path} signed out`).toBe(401);
            }
          } finally {
            await signedOut.dispose();
          }
          // The admin's own session is still allowed, and agrees with the screen.
          const stats = await page.request.get('/api/admin/stats');
          expect(stats.status()).toBe(200);
          expect(Object.keys(await stats.json()).sort()).toEqual([
            'openReports',
            'totalDownloads',
            'totalProjects',
            'totalUsers',
          ]);
          expect(after['Total Users']).toBeGreaterThanOrEqual(before['Total Users'] + 2);
        },
      );
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
