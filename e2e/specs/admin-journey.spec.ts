import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect, expectNoA11yViolations, grantAdmin, registerUser, test, type TestUser } from '../fixtures';
import { AdminDashboard } from '../pages/admin-dashboard';

const STATS = ['Total Users', 'Projects Uploaded', 'Total Downloads'] as const;
type Totals = Record<(typeof STATS)[number], number>;

/** A user in their own browser context, registered (and signed in) through the API. */
async function newUser(browser: Browser, baseURL: string | undefined, firstName: string, lastName: string) {
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
      file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(`hello from ${title}\n`) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function download(request: APIRequestContext, projectId: number, title: string): Promise<void> {
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
    let newest: TestUser | undefined;
    let member: { context: BrowserContext; user: TestUser } | undefined;

    try {
      await test.step('an admin granted with the admin command opens /admin and notes the totals', async () => {
        const me = await registerUser(page.request, { firstName: 'Ada', lastName: `Admin${stamp}` });
        grantAdmin(me.email);
        const current = await page.request.get('/api/auth/user');
        expect(((await current.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
        await admin.goto();
        await expect(admin.heading).toBeVisible();
        await expect(admin.card('Platform Health').getByRole('status')).toContainText('Excellent');
        for (const name of STATS) await expect(admin.statValue(name)).toBeVisible();
        before = {
          'Total Users': await admin.statNumber('Total Users'),
          'Projects Uploaded': await admin.statNumber('Projects Uploaded'),
          'Total Downloads': await admin.statNumber('Total Downloads'),
        };
        // The admin themself is already one of the users.
        expect(before['Total Users']).toBeGreaterThanOrEqual(1);
      });

      await test.step('two users register, each uploads a project with a file, and three downloads happen', async () => {
        const first = await newUser(browser, baseURL, 'Uma', `Uploader${stamp}`);
        contexts.push(first.context);
        const firstProject = await uploadWithFile(first.context.request, `Notes A ${stamp}`);
        member = await newUser(browser, baseURL, 'Nina', `Newest${stamp}`);
        contexts.push(member.context);
        newest = member.user;
        const secondProject = await uploadWithFile(member.context.request, `Notes B ${stamp}`);

        // A signed-in user downloads the other's file, a signed-out visitor downloads both.
        await download(first.context.request, secondProject, `Notes B ${stamp}`);
        const stranger = await playwright.request.newContext({ baseURL });
        try {
          await download(stranger, firstProject, `Notes A ${stamp}`);
          await download(stranger, secondProject, `Notes B ${stamp}`);
        } finally {
          await stranger.dispose();
        }
      });

      await test.step('the admin reloads /admin: each total rose by exactly what was created', async () => {
        await page.reload();
        await expect(admin.heading).toBeVisible();
        await expect(admin.statValue('Total Users')).toHaveText((before['Total Users'] + 2).toLocaleString('en-US'));
        await expect(admin.statValue('Projects Uploaded')).toHaveText(
          (before['Projects Uploaded'] + 2).toLocaleString('en-US'),
        );
        await expect(admin.statValue('Total Downloads')).toHaveText(
          (before['Total Downloads'] + 3).toLocaleString('en-US'),
        );
      });

      await test.step('Recent Users lists the newest user first', async () => {
        const rows = admin.recentUsers.getByRole('listitem');
        await expect(rows.first()).toContainText(`${newest!.firstName} ${newest!.lastName}`);
        await expect(rows.first()).toContainText(/Joined/);
        await expect(rows.nth(1)).toContainText(`Uma Uploader${stamp}`);
        expect(await rows.count()).toBeLessThanOrEqual(5);
      });

      await test.step('axe-core finds no violations on /admin', async () => {
        await expectNoA11yViolations(page);
      });

      await test.step('a non-admin opening /admin is told "Access Denied" and sent home', async () => {
        const memberPage = await member!.context.newPage();
        const denied = new AdminDashboard(memberPage);
        await denied.goto();
        await expect(denied.toast).toContainText('Access Denied');
        await expect(denied.toast).toContainText("You don't have permission to access this page.");
        await expect(memberPage).toHaveURL(`${baseURL}/`);
        await expect(denied.card('Total Users')).toHaveCount(0);
      });

      await test.step("the API refuses a non-admin's direct calls with 403 and a signed-out caller with 401", async () => {
        for (const path of ['/api/admin/stats', '/api/admin/users']) {
          expect((await member!.context.request.get(path)).status(), `${path} as non-admin`).toBe(403);
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
        expect(await stats.json()).toEqual({
          totalUsers: before['Total Users'] + 2,
          totalProjects: before['Projects Uploaded'] + 2,
          totalDownloads: before['Total Downloads'] + 3,
        });
      });
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
