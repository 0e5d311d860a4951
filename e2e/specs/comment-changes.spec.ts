import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsInBothThemes,
  registerUser,
  step,
  test,
  type TestUser,
} from '../fixtures';

/** A browser of its own for a person: signed in (cookie and stored token) unless `user` is null. */
async function browserOf(
  browser: Browser,
  colorScheme: 'light' | 'dark',
  person?: { firstName: string; lastName: string },
): Promise<{ context: BrowserContext; page: Page; user: TestUser | null }> {
  const context = await browser.newContext({ colorScheme });
  const user = person ? await registerUser(context.request, person) : null;
  if (user)
    await context.addInitScript(
      (token) => window.localStorage.setItem('authToken', token),
      user.token,
    );
  return { context, page: await context.newPage(), user };
}

test.describe('@projects comments people can remove', () => {
  test("the author edits a comment, the owner deletes another person's, a visitor no longer sees it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await browserOf(browser, 'dark', { firstName: 'Olive', lastName: 'Owner' });
    const author = await browserOf(browser, 'light', { firstName: 'Ada', lastName: 'Author' });
    const spammer = await browserOf(browser, 'light', { firstName: 'Sam', lastName: 'Spammer' });
    const visitor = await browserOf(browser, 'light');

    const created = await owner.context.request.post('/api/projects', {
      multipart: {
        title: `Comment Garden ${Date.now().toString(36)}`,
        description: 'A project people comment on.',
        projectUrl: 'https://example.com/garden',
        file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello\n') },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const project = (await created.json()) as { id: number; path: string };
    for (const [who, content] of [
      [author, 'Nice wrok on the garden'],
      [spammer, 'Buy cheap followers now'],
    ] as const) {
      const res = await who.context.request.post(`/api/projects/${project.id}/comments`, {
        data: { content },
      });
      expect(res.status()).toBe(201);
    }

    await step('the author fixes a typo in the quick view; it shows as edited', async () => {
      const { page } = author;
      await page.goto(`/browse-projects?project=${project.id}`);
      const dialog = page.getByRole('dialog');
      const list = dialog.getByRole('list', { name: 'Comments' });
      await expect(list).toContainText('Nice wrok on the garden');
      await list.getByRole('button', { name: 'Edit your comment' }).click();
      const box = list.getByRole('textbox', { name: 'Edit your comment' });
      await expect(box).toBeFocused();
      await box.fill('');
      await list.getByRole('button', { name: 'Save' }).click();
      await expect(list.getByRole('alert')).toHaveText('Comment cannot be empty');
      await expectNoA11yViolationsInBothThemes(page);
      await box.fill('Nice work on the garden');
      await list.getByRole('button', { name: 'Save' }).click();
      const item = list.getByRole('listitem').filter({ hasText: 'Nice work on the garden' });
      await expect(item).toContainText('edited');
      await expect(list.getByRole('button', { name: 'Edit your comment' })).toBeFocused();
      // Only their own comment offers changes (another's offers Report).
      await expect(list.getByRole('button', { name: /^(Edit|Delete) .*Sam Spammer/ })).toHaveCount(
        0,
      );
      await expectNoA11yViolations(page);
    });

    await step("the owner deletes the spam on the project's page, after confirming", async () => {
      const { page } = owner;
      await page.goto(project.path);
      const list = page.getByRole('list', { name: 'Comments' });
      await expect(list).toContainText('Buy cheap followers now');
      await expect(page.getByRole('button', { name: /Comment \(2\)/ })).toBeVisible();
      await list.getByRole('button', { name: 'Delete comment by Sam Spammer' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete comment' });
      await expect(confirm).toBeVisible();
      await expectNoA11yViolationsInBothThemes(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('toast').getByText('Comment deleted')).toBeVisible();
      await expect(list).not.toContainText('Buy cheap followers now');
      await expect(page.getByRole('heading', { name: 'Comments' })).toBeFocused();
      await expect(page.getByRole('button', { name: /Comment \(1\)/ })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    await step('a signed-out visitor sees the edited comment and not the deleted one', async () => {
      const { page } = visitor;
      await page.goto(project.path);
      const list = page.getByRole('list', { name: 'Comments' });
      await expect(list).toContainText('Nice work on the garden');
      await expect(list).toContainText('edited');
      await expect(list).not.toContainText('Buy cheap followers now');
      await expect(list.getByRole('button')).toHaveCount(0);
    });

    for (const who of [owner, author, spammer, visitor]) await who.context.close();
  });
});
