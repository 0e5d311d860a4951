import { expect, grantAdmin, registerUser, step, test } from '../fixtures';
import { PUBLIC_SHELL_ROUTES, REMOTE_ROUTES } from '../fixtures/routes';
import { ShellLayout } from '../pages/shell-layout';

test.describe('@foundation every route renders inside the one shell layout', () => {
  test('signed out: the public shell pages show the top bar, a heading and the footer', async ({
    page,
  }) => {
    const layout = new ShellLayout(page);
    for (const path of PUBLIC_SHELL_ROUTES) {
      await step(path, async () => {
        await page.goto(path);
        await expect(layout.banner).toHaveCount(1);
        await expect(layout.heading.first()).toBeVisible();
        await expect(layout.footer).toContainText('© 2025');
      });
    }
  });

  for (const { path, key, remote } of REMOTE_ROUTES) {
    test(`@${key} signed in as an admin: ${path} is rendered by ${remote} between the shell top bar and footer`, async ({
      page,
    }) => {
      const user = await registerUser(page.request);
      grantAdmin(user.email);
      const layout = new ShellLayout(page);
      await page.goto(path);
      await expect(layout.remoteRoot(remote)).toBeAttached();
      await expect(layout.banner).toHaveCount(1);
      await expect(layout.footer).toHaveCount(1);
    });
  }

  test('signed in: /settings is a shell page inside the layout', async ({ page, signedInUser }) => {
    expect(signedInUser.id).toBeGreaterThan(0);
    await page.goto('/settings');
    await expect(new ShellLayout(page).heading.first()).toBeVisible();
  });

  test('an unknown path shows "Page Not Found" inside the layout', async ({ page }) => {
    const layout = new ShellLayout(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(layout.banner).toBeVisible();
    await expect(layout.footer).toBeVisible();
  });

  test('an unknown file under /remotes/ is a real 404, never the app page', async ({ request }) => {
    const response = await request.get('/remotes/profiles/does-not-exist.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});
