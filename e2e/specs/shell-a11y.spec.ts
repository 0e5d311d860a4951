import { expect, expectNoA11yViolations, test } from '../fixtures';
import { PUBLIC_SHELL_PAGES } from '../fixtures/routes';

test.describe('@shell shell pages pass axe-core', () => {
  for (const width of [1280, 360]) {
    for (const { path, heading } of PUBLIC_SHELL_PAGES) {
      test(`signed out: ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoA11yViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      });
    }
  }

  test('signed in: the dashboard, the avatar menu and settings', async ({ page, signedInUser }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Welcome to your dashboard, ${signedInUser.firstName}!`,
      }),
    ).toBeVisible();
    // The remotes' widgets have mounted.
    await expect(page.getByRole('heading', { name: 'Featured Professionals' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the small-screen menu opens from the keyboard and lists the navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: 'Main (menu)' });
    await expect(panel.getByRole('link', { name: 'Browse Profiles' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Join Free' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
