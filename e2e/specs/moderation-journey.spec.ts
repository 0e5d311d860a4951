import type { BrowserContext } from '@playwright/test';
import { expect, expectNoA11yViolations, grantAdmin, registerUser, step, test } from '../fixtures';
import { Moderation } from '../pages/moderation';

test.describe('@admin @projects reports and moderation', () => {
  test('a visitor reports a project, an admin hides it, its owner sees why, the admin restores it', async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = testInfo.project.use.baseURL;
    const stamp = Date.now().toString(36);
    const title = `Borrowed art ${stamp}`;
    const contexts: BrowserContext[] = [];
    const open = async () => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      return context;
    };
    try {
      const ownerContext = await open();
      await registerUser(ownerContext.request, { firstName: 'Olga', lastName: `Owner${stamp}` });
      const created = await ownerContext.request.post('/api/projects', {
        multipart: {
          title,
          description: 'Pictures I made.',
          file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes\n') },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const project = (await created.json()) as { id: number; path: string };

      await step('a signed-in visitor reports the project from its page', async () => {
        await registerUser(page.request, { firstName: 'Vera', lastName: `Visitor${stamp}` });
        await page.goto(project.path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const moderation = new Moderation(page);
        const dialog = await moderation.report(
          page.getByRole('button', { name: 'Report', exact: true }),
          'this project',
          'Plagiarism or stolen work',
          'These are my pictures.',
        );
        await expect(dialog.getByText('22/500')).toBeVisible();
        await expectNoA11yViolations(page);
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectNoA11yViolations(page);
        await page.emulateMedia({ colorScheme: 'light' });
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await expect(page.getByTestId('toast')).toContainText(
          'Thank you. A moderator will look at your report.',
        );
      });

      const adminContext = await open();
      const adminPage = await adminContext.newPage();
      const admin = new Moderation(adminPage);
      await step('an admin finds the report in the queue and hides the project', async () => {
        const me = await registerUser(adminContext.request, {
          firstName: 'Ada',
          lastName: `Admin${stamp}`,
        });
        grantAdmin(me.email);
        await adminPage.goto('/admin');
        const item = admin.queue.getByRole('listitem').filter({ hasText: title }).first();
        await expect(item).toContainText('Plagiarism or stolen work — These are my pictures.');
        await expectNoA11yViolations(adminPage);
        await adminPage.emulateMedia({ colorScheme: 'dark' });
        await expectNoA11yViolations(adminPage);
        await adminPage.emulateMedia({ colorScheme: 'light' });
        await admin.act('Hide', title, 'Copied from another artist');
        await expect(admin.queue.getByRole('button', { name: `Restore: ${title}` })).toBeVisible();
      });

      await step('the owner sees "Hidden by moderators" and why; others find nothing', async () => {
        const ownerPage = await ownerContext.newPage();
        await ownerPage.goto(project.path);
        await expect(
          ownerPage.getByText('Hidden by moderators: Copied from another artist'),
        ).toBeVisible();
        const stranger = await playwright.request.newContext({ baseURL });
        try {
          expect((await stranger.get(`/api/projects/${project.id}`)).status()).toBe(404);
        } finally {
          await stranger.dispose();
        }
      });

      await step('the admin restores it, and the audit log shows both actions', async () => {
        await admin.act('Restore', title, 'Licence shown');
        const entries = admin.auditLog.getByRole('listitem').filter({ hasText: title });
        await expect(entries.nth(0)).toContainText(`restore project “${title}”`);
        await expect(entries.nth(0)).toContainText('Reason: Licence shown');
        await expect(entries.nth(1)).toContainText(`hide project “${title}”`);
        const stranger = await playwright.request.newContext({ baseURL });
        try {
          expect((await stranger.get(`/api/projects/${project.id}`)).status()).toBe(200);
        } finally {
          await stranger.dispose();
        }
      });
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
