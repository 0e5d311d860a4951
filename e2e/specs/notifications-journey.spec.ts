import type { Browser, Page } from '@playwright/test';
import { bellOf, expect, expectNoA11yViolations, signedInBrowser, step, test } from '../fixtures';

/** A browser of its own for a person, signed in, in the light theme. */
const browserOf = (browser: Browser, person: { firstName: string; lastName: string }) =>
  signedInBrowser(browser, person, { colorScheme: 'light' });

/** axe-core finds nothing on the page as it is now, in the light and the dark theme. */
async function inBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('@shell @projects notifications', () => {
  test('a like, a comment and a follow raise the owner’s bell without a reload; /notifications lists them', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const owner = await browserOf(browser, { firstName: 'Olive', lastName: `Owner${stamp}` });
    const fan = await browserOf(browser, { firstName: 'Fay', lastName: `Fan${stamp}` });
    try {
      const title = `Tide tables ${stamp}`;
      const created = await owner.context.request.post('/api/projects', {
        multipart: { title, description: 'Tides by the hour.', projectUrl: 'https://example.com/' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const project = (await created.json()) as { id: number; path: string };
      const bell = (unread: number) => bellOf(owner.page, unread);

      await step('the owner’s dashboard shows the bell with nothing unread', async () => {
        await owner.page.goto('/');
        await expect(bell(0)).toBeVisible();
        // Marks this document: it is still there after the count rises, so nothing reloaded.
        await owner.page.evaluate(() => {
          (window as { notReloaded?: boolean }).notReloaded = true;
        });
        await inBothThemes(owner.page);
      });

      await step('the fan likes the project; the owner’s bell says 1 unread', async () => {
        await fan.page.goto(project.path);
        await fan.page.getByRole('button', { name: /Like \(0\)/ }).click();
        await expect(fan.page.getByRole('button', { name: /Liked \(1\)/ })).toBeVisible();
        await expect(bell(1)).toBeVisible();
      });

      await step('the fan comments; the bell says 2 unread', async () => {
        await fan.page.getByRole('button', { name: /Comment \(0\)/ }).click();
        await fan.page.getByLabel('Your comment').fill('The spring tides are spot on.');
        await fan.page.getByRole('button', { name: 'Post Comment' }).click();
        await expect(fan.page.getByRole('list', { name: 'Comments' })).toContainText(
          'The spring tides are spot on.',
        );
        await expect(bell(2)).toBeVisible();
      });

      await step(
        'the fan follows the owner; the bell says 3 unread, without a reload',
        async () => {
          await fan.page.goto(`/@${owner.user.handle}`);
          const bar = fan.page.getByRole('region', { name: 'Followers and following' });
          await bar.getByRole('button', { name: `Follow Olive Owner${stamp}` }).click();
          await expect(
            bar.getByRole('button', { name: `Unfollow Olive Owner${stamp}` }),
          ).toBeVisible();
          await expect(bell(3)).toBeVisible();
          expect(
            await owner.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded),
          ).toBe(true);
          await inBothThemes(owner.page);
        },
      );

      await step('the owner opens the notifications and marks them all read', async () => {
        await bell(3).click();
        await expect(owner.page).toHaveURL('/notifications');
        await expect(owner.page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
        const items = owner.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
        await expect(items).toHaveText([
          new RegExp(`Fay Fan${stamp} started following you`),
          new RegExp(`Fay Fan${stamp} commented on ${title}.*The spring tides are spot on\\.`),
          new RegExp(`Fay Fan${stamp} liked ${title}`),
        ]);
        await expect(items.nth(2).getByRole('link', { name: title })).toHaveAttribute(
          'href',
          project.path,
        );
        await inBothThemes(owner.page);
        await owner.page.getByRole('button', { name: 'Mark all as read' }).click();
        await expect(owner.page.getByTestId('toast')).toContainText(
          'All notifications are marked as read.',
        );
        await expect(bell(0)).toBeVisible();
        await expect(owner.page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
      });
    } finally {
      await owner.context.close();
      await fan.context.close();
    }
  });
});
