import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, registerUser, step, test } from '../fixtures';

/** Signs `page` in as a new user with the token stored as the spec's client keeps it. */
async function signIn(page: Page, names: { firstName: string; lastName: string }) {
  const user = await registerUser(page.request, names);
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), user.token);
  return user;
}

test.describe('@profiles @projects @shell following people', () => {
  test('A follows B, sees B’s next project under Following, and B sees the follow', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000); // two users across three remotes
    const stamp = Date.now().toString(36);
    const title = `Stream processor ${stamp}`;
    const authorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const authorPage = await authorContext.newPage();
      const b = await signIn(authorPage, { firstName: 'Author', lastName: `Bea${stamp}` });
      const bName = `Author Bea${stamp}`;

      // `page` is signed out until A registers below: the server-rendered profile must hydrate.
      await step(
        'a signed-out visitor sees the counts and is asked to sign in to follow',
        async () => {
          await page.goto(`/@${b.handle}`);
          const bar = page.getByRole('region', { name: 'Followers and following' });
          await expect(bar.getByRole('button', { name: '0 followers' })).toBeVisible();
          await bar.getByRole('button', { name: `Follow ${bName}` }).click();
          await expect(page.getByRole('alert')).toContainText(
            'Sign in required You need to be signed in to follow people.',
          );
          await expectNoA11yViolations(page);
          await page.goto('/browse-projects?tab=following');
          await expect(
            page.getByText('You need to be signed in to see the projects of people you follow.'),
          ).toBeVisible();
        },
      );
      const a = await signIn(page, { firstName: 'Follower', lastName: `Ada${stamp}` });

      await step('A follows B on B’s profile; the count and the button change', async () => {
        await page.goto(`/@${b.handle}`);
        const bar = page.getByRole('region', { name: 'Followers and following' });
        await expect(bar.getByRole('button', { name: '0 followers' })).toBeVisible();
        await bar.getByRole('button', { name: `Follow ${bName}` }).click();
        await expect(bar.getByRole('button', { name: `Unfollow ${bName}` })).toBeVisible();
        await expect(bar.getByRole('button', { name: '1 follower' })).toBeVisible();
        await expectNoA11yViolations(page);
        await bar.getByRole('button', { name: '1 follower' }).click();
        const dialog = page.getByRole('dialog', { name: `People following ${bName}` });
        await expect(dialog.getByRole('link', { name: `Follower Ada${stamp}` })).toHaveAttribute(
          'href',
          `/@${a.handle}`,
        );
        await expectNoA11yViolations(page);
        await dialog.getByRole('button', { name: 'Close' }).click();
      });

      await step('B uploads a new project', async () => {
        await authorPage.goto('/upload');
        await authorPage.getByLabel('Title').fill(title);
        await authorPage.getByLabel('Description').fill('Windowed joins over event streams.');
        await authorPage
          .getByLabel('Project URL')
          .fill(`${testInfo.project.use.baseURL}/privacy-policy`);
        await authorPage.getByRole('button', { name: 'Upload Project' }).click();
        await expect(authorPage.getByTestId('toast').getByText('Project uploaded!')).toBeVisible();
      });

      await step('A sees it under Following on /browse-projects', async () => {
        await page.goto('/browse-projects');
        await page
          .getByRole('navigation', { name: 'Project lists' })
          .getByRole('link', { name: 'Following' })
          .click();
        await expect(page).toHaveURL('/browse-projects?tab=following');
        await expect(page.getByRole('article', { name: title })).toBeVisible();
        await expect(page.getByText('Showing 1 of 1 projects')).toBeVisible();
        await expectNoA11yViolations(page);
      });

      await step('B sees "started following you" among the dashboard’s reactions', async () => {
        await authorPage.goto('/');
        const card = authorPage.getByRole('region', { name: 'New Reactions' });
        await expect(card.getByText('1', { exact: true })).toBeVisible();
        await card.getByRole('button', { name: 'View recent reactions' }).click();
        const dialog = authorPage.getByRole('dialog', { name: 'Recent Reactions' });
        await expect(dialog).toContainText(`Follower Ada${stamp} started following you`);
        await expectNoA11yViolations(authorPage);
      });
    } finally {
      await authorContext.close();
    }
  });
});
