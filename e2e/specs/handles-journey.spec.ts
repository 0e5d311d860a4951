import { expect, expectNoA11yViolations, rawPage, step, test } from '../fixtures';

test.describe('@profiles a handle is a profile address for a CV', () => {
  test('pick a handle on /edit-profile, then open /@handle signed out, server-rendered', async ({
    page,
    signedInUser,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const handle = `ada-${Date.now().toString(36)}`;

    await step('the form proposes the handle from the name and checks a new one live', async () => {
      await page.goto('/edit-profile');
      const field = page.getByRole('textbox', { name: 'Handle' });
      await expect(field).toHaveValue(/^test-user(-\d+)?$/);

      await field.fill('admin');
      await expect(page.getByText('This handle is reserved; please choose another')).toBeVisible();
      await field.fill(handle.toUpperCase());
      await expect(page.getByText('This handle is available')).toBeVisible();
      await expect(page.getByText(`/@${handle}`)).toBeVisible();
      await expectNoA11yViolations(page);
    });

    await step('saving lands on /@handle', async () => {
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page).toHaveURL(`/@${handle}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
    });

    await step('a crawler gets /@handle rendered by the server, canonical on itself', async () => {
      const { status, html } = await rawPage(playwright, baseURL!, `/@${handle}`);
      expect(status).toBe(200);
      expect(html).toContain('Test User');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/@${handle}"`);
    });

    const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const visitor = await visitorContext.newPage();

      await step('a signed-out visitor opens /@handle and sees the profile', async () => {
        await visitor.goto(`/@${handle}`);
        await expect(visitor.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
        await expect(visitor).toHaveURL(`/@${handle}`);
        await expectNoA11yViolations(visitor);
      });

      await step('/profile/{id} lands on /@handle', async () => {
        const answer = await visitor.request.get(`/profile/${signedInUser.id}`, {
          maxRedirects: 0,
        });
        expect(answer.status()).toBe(301);
        expect(answer.headers().location).toBe(`/@${handle}`);
        await visitor.goto(`/profile/${signedInUser.id}`);
        await expect(visitor).toHaveURL(`/@${handle}`);
        await expect(visitor.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
      });

      await step('an unknown handle is the 404 page', async () => {
        const answer = await visitor.goto(`/@nobody-${Date.now().toString(36)}`);
        expect(answer?.status()).toBe(404);
        await expect(visitor.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
      });
    } finally {
      await visitorContext.close();
    }
  });
});
