import type { Route } from '@playwright/test';
import { expect, registerUser, test } from '../fixtures';
import { ShellLayout } from '../pages/shell-layout';

/** Holds every request for one remote's files until the test lets them through, or refuses them (then and from then on). */
function holdRemote() {
  const held: Route[] = [];
  let decided: 'continue' | 'refuse' | null = null;
  const settle = (route: Route) =>
    decided === 'continue' ? route.continue() : route.abort('connectionrefused');
  return {
    handler: (route: Route) => (decided ? settle(route) : void held.push(route)),
    count: () => held.length,
    release: (how: 'continue' | 'refuse') => {
      decided = how;
      return Promise.all(held.splice(0).map(settle));
    },
  };
}

test.describe('@foundation navigating to a section whose code is still on its way', () => {
  test.beforeEach(async ({ page }) => {
    await registerUser(page.request);
  });

  test('the previous page stays, with a progress bar, until the section arrives', async ({
    page,
  }) => {
    const layout = new ShellLayout(page);
    const resume = holdRemote();
    await page.route('**/remotes/resume/**', resume.handler);
    await page.goto('/privacy-policy');
    await expect(layout.heading).toHaveText('Privacy Policy');

    await layout.banner.getByRole('link', { name: 'Resume Builder' }).click();
    await expect.poll(resume.count).toBeGreaterThan(0);
    await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
    await expect(layout.heading).toHaveText('Privacy Policy');
    await expect(page.getByRole('status', { name: 'Loading Resume Builder' })).toHaveCount(0);

    await resume.release('continue');
    await expect(layout.remoteRoot('mfe_resume')).toBeAttached();
    await expect(layout.heading).not.toHaveText('Privacy Policy');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a section that fails to load replaces the previous page with its fallback', async ({
    page,
  }) => {
    const layout = new ShellLayout(page);
    const analytics = holdRemote();
    await page.route('**/remotes/analytics/**', analytics.handler);
    await page.goto('/privacy-policy');
    await expect(layout.heading).toHaveText('Privacy Policy');

    await layout.banner.getByRole('link', { name: 'Analytics' }).click();
    await expect.poll(analytics.count).toBeGreaterThan(0);
    await expect(layout.heading).toHaveText('Privacy Policy');

    await analytics.release('refuse');
    await expect(layout.remoteFallback('analytics')).toContainText('unavailable');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(layout.banner).toBeVisible();
  });
});
