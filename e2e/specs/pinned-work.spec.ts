import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, step, test, type TestUser } from '../fixtures';

/** A link-only project, created through the API as its owner. */
async function linkProject(request: APIRequestContext, user: TestUser, title: string) {
  const res = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${user.token}` },
    multipart: { title, projectUrl: 'https://example.com/' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('@profiles pinned work', () => {
  test('the owner pins two projects and reorders them; a visitor without JavaScript sees them first', async ({
    page,
    signedInUser,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    for (const title of ['Alpha', 'Beta', 'Gamma'])
      await linkProject(page.request, signedInUser, title);
    const portfolio = page.getByRole('region', { name: 'Portfolio Projects' });
    const pinned = portfolio.getByRole('region', { name: 'Pinned' });

    await step('the owner pins Alpha, then Beta, by keyboard', async () => {
      await page.goto(`/@${signedInUser.handle}`);
      await page.getByRole('button', { name: 'Pin Alpha' }).focus();
      await page.keyboard.press('Enter');
      await expect(portfolio.getByRole('status')).toHaveText('Pinned Alpha');
      await page.getByRole('button', { name: 'Pin Beta' }).focus();
      await page.keyboard.press('Enter');
      await expect(pinned.getByRole('article')).toHaveText([/Alpha/, /Beta/]);
    });

    await step('moves Beta up; focus stays on the control', async () => {
      await page.getByRole('button', { name: 'Move Beta up' }).focus();
      await page.keyboard.press('Enter');
      await expect(portfolio.getByRole('status')).toHaveText('Moved Beta up');
      await expect(pinned.getByRole('article')).toHaveText([/Beta/, /Alpha/]);
      await expect(page.getByRole('button', { name: 'Move Beta up' })).toBeFocused();
    });

    await step('axe finds nothing on the profile, light and dark', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoA11yViolations(page);
      }
    });

    await step('a signed-out visitor with JavaScript off sees Beta and Alpha first', async () => {
      const visitor = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        javaScriptEnabled: false,
      });
      const raw = await visitor.newPage();
      await raw.goto(`/@${signedInUser.handle}`);
      const articles = raw.getByRole('region', { name: 'Portfolio Projects' }).getByRole('article');
      await expect(articles).toHaveText([/Beta/, /Alpha/, /Gamma/]);
      await expect(raw.getByRole('region', { name: 'Pinned' }).getByRole('article')).toHaveText([
        /Beta/,
        /Alpha/,
      ]);
      await expect(raw.getByRole('button', { name: /^(Pin|Unpin|Move) / })).toHaveCount(0);
      await visitor.close();
    });
  });
});
