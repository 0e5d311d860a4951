import { expect, expectNoA11yViolationsInBothThemes, step, test } from '../fixtures';

test.describe('@profiles open to work', () => {
  test('a professional says they are open to contract work; visitors see it until it is kept for signed-in people', async ({
    page,
    signedInUser,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const profile = `/@${signedInUser.handle}`;
    const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitor = await visitorContext.newPage();

    await step('the owner fills in Open to work on Edit Profile and saves', async () => {
      await page.goto('/edit-profile');
      const section = page.getByRole('group', { name: 'Open to work' });
      await section.getByRole('radio', { name: 'Open to work' }).check();
      await section.getByLabel('Roles wanted').fill('Rust engineer, Platform engineer');
      await section.getByRole('checkbox', { name: 'Contract' }).check();
      await section.getByRole('checkbox', { name: 'Remote' }).check();
      await section.getByLabel('Cities or regions').fill('Berlin');
      await expectNoA11yViolationsInBothThemes(page);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page).toHaveURL(profile);
    });

    await step(
      'a signed-out visitor sees the badge and the details, in the server’s HTML too',
      async () => {
        await visitor.goto(profile);
        const details = visitor.getByRole('region', { name: 'Open to work' });
        await expect(visitor.getByText('Open to work', { exact: true }).first()).toBeVisible();
        await expect(details).toContainText('Rust engineer, Platform engineer');
        await expect(details).toContainText('Contract');
        await expect(details).toContainText('Remote');
        await expect(details).toContainText('Berlin');
        await expectNoA11yViolationsInBothThemes(visitor);
        const html = await (await visitor.request.get(profile)).text();
        expect(html).toContain('Platform engineer');
      },
    );

    await step('kept for signed-in people, it is gone for the visitor', async () => {
      await page.goto('/edit-profile');
      const section = page.getByRole('group', { name: 'Open to work' });
      await section.getByRole('radio', { name: 'Signed-in people' }).check();
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page).toHaveURL(profile);
      await expect(page.getByRole('region', { name: 'Open to work' })).toContainText('Berlin');

      await visitor.goto(profile);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.getByRole('region', { name: 'Open to work' })).toHaveCount(0);
      const html = await (await visitor.request.get(profile)).text();
      expect(html).not.toContain('Platform engineer');
    });
    await visitorContext.close();
  });
});
