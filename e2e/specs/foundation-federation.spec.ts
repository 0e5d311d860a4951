import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, grantAdmin, registerUser, test } from '../fixtures';
import { REMOTE_PAGES } from '../fixtures/routes';
import { ShellLayout } from '../pages/shell-layout';

test.describe('@foundation Module Federation', () => {
  test.beforeEach(async ({ page }) => {
    const user = await registerUser(page.request);
    grantAdmin(user.email);
  });

  test('the browser loads exactly one copy of every shared library, the shell’s', async ({
    page,
  }) => {
    const layout = new ShellLayout(page);
    for (const remote of REMOTE_PAGES) {
      await page.goto(remote.path);
      await expect(layout.remoteRoot(remote.remote)).toBeAttached();
    }
    const shared = await page.evaluate(() => {
      const scopes = (globalThis as any).__FEDERATION__.__SHARE__ as Record<string, any>;
      const rows: { pkg: string; versions: string[]; from: string[] }[] = [];
      for (const instance of Object.values(scopes)) {
        for (const pkgs of Object.values(instance as Record<string, any>)) {
          for (const [pkg, versions] of Object.entries(pkgs as Record<string, any>)) {
            const loaded = Object.entries(versions as Record<string, any>).filter(
              ([, v]) => v.loaded || v.lib,
            );
            rows.push({
              pkg,
              versions: loaded.map(([v]) => v),
              from: loaded.map(([, v]) => v.from),
            });
          }
        }
      }
      return rows;
    });
    const packages = new Set(shared.map((row) => row.pkg));
    for (const pkg of [
      'react',
      'react-dom',
      // The router (react-router) is shared through its narrow entry, never whole.
      '@stackfolio/shared-ui/router',
      '@tanstack/react-query',
      'styled-components',
      '@stackfolio/shared-ui',
    ]) {
      expect(packages, `${pkg} is shared`).toContain(pkg);
    }
    for (const row of shared) {
      expect(row.versions, `${row.pkg} loaded once`).toHaveLength(1);
      expect(row.from, `${row.pkg} comes from the shell`).toEqual(['shell']);
    }
  });

  test('a remote uses the shell’s router: its links navigate without reloading the page', async ({
    page,
  }) => {
    await page.goto('/profiles');
    await page.evaluate(() => ((window as any).__notReloaded = true));
    await page.getByRole('banner').getByRole('link', { name: 'Resume Builder' }).click();
    await expect(new ShellLayout(page).remoteRoot('mfe_resume')).toBeAttached();
    expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
  });

  for (const down of REMOTE_PAGES) {
    test(`@${down.key} with ${down.key} unreachable, its area shows the fallback and is reported, the rest works, and Retry recovers`, async ({
      page,
    }) => {
      const layout = new ShellLayout(page);
      await page.route(`**/remotes/${down.key}/**`, (route) => route.abort('connectionrefused'));
      const reported = page.waitForRequest(
        (r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST',
      );

      await page.goto(down.path);
      expect((await reported).postDataJSON()).toMatchObject({ remote: down.key });
      await expect(layout.remoteFallback(down.key)).toContainText('unavailable');
      await expect(layout.banner).toBeVisible();
      await expect(layout.footer).toContainText('© 2025');

      const other = REMOTE_PAGES.find((r) => r.key !== down.key)!;
      await page.goto(other.path);
      await expect(layout.remoteRoot(other.remote)).toBeAttached();

      await page.goto(down.path);
      await expect(layout.remoteFallback(down.key)).toBeVisible();
      await page.unroute(`**/remotes/${down.key}/**`);
      await layout.remoteFallback(down.key).getByRole('button', { name: 'Retry' }).click();
      await expect(layout.remoteRoot(down.remote)).toBeAttached();
      await expect(layout.remoteFallback(down.key)).toHaveCount(0);
    });
  }

  // Redeploys into the locally served build, so it only exists when the suite starts that build.
  if (!process.env.E2E_BASE_URL)
    test('rebuilding one remote alone is picked up by the next page load, with nothing else rebuilt or restarted', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const layout = new ShellLayout(page);
      await page.goto('/admin');
      const before = await layout.remoteRoot('mfe_admin').getAttribute('data-release');

      const release = `e2e-${Date.now()}`;
      const root = path.resolve(__dirname, '..', '..');
      // STACKFOLIO_OUT_DIR, not rspack's --output-path: that would point the browser and the Node
      // build of the one run at the same folder.
      execFileSync('npm', ['run', 'build', '-w', 'mfe-admin'], {
        cwd: root,
        env: {
          ...process.env,
          STACKFOLIO_RELEASE: release,
          STACKFOLIO_OUT_DIR: path.join(process.env.E2E_WORK_DIR!, 'remotes', 'admin'),
        },
        stdio: 'pipe',
      });

      await page.reload();
      await expect(layout.remoteRoot('mfe_admin')).toHaveAttribute('data-release', release);
      expect(before).not.toBe(release);
    });
});
