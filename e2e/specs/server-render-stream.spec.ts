import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, registerUser, test } from '../fixtures';
import { copyOfBuild, runRemoteScript } from '../fixtures/deploy';
import { rawPage } from '../fixtures/raw-page';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** What the shell shows in an area whose remote is still on its way (shell/src/remotes). */
const AREA_LOADING = 'aria-label="Loading Profiles"';

/**
 * A copy of the profiles remote whose Node build takes a second to hand out its modules: longer
 * than the shell waits for its area, shorter than the render's budget. The browser build is as is.
 */
function slowServerBuild(): string {
  const build = copyOfBuild('mfe-profiles', 'slow');
  const server = path.join(build, 'server');
  renameSync(path.join(server, 'remoteEntry.js'), path.join(server, 'real-entry.js'));
  writeFileSync(
    path.join(server, 'remoteEntry.js'),
    `const real = require('./real-entry.js');
module.exports = {
  init: (...args) => real.init(...args),
  get: (...args) => new Promise((done) => setTimeout(done, 1000)).then(() => real.get(...args)),
};
`,
  );
  return build;
}

// These redeploy into the locally served build, so they only exist when the suite starts it.
if (!process.env.E2E_BASE_URL) {
  test.describe.serial('@ssr @deploy @profiles streamed server rendering', () => {
    const builds: string[] = [];
    test.afterAll(() => builds.forEach((build) => rmSync(build, { recursive: true, force: true })));

    /** Deploys a new slow build as a new version: its first page loads the slow modules afresh. */
    function deploySlow() {
      const build = slowServerBuild();
      builds.push(build);
      const version = `slow-${Date.now()}`;
      const deployed = runRemoteScript('deploy', 'mfe-profiles', [
        '--from',
        build,
        '--version',
        version,
      ]);
      expect(deployed.status, deployed.output).toBe(0);
    }

    test('a slow area streams in after the shell, in the same response, and the page hydrates and works', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await registerUser(request, { firstName: 'Mary', lastName: 'Jackson' });
      deploySlow();
      try {
        const response = await page.goto('/profiles');
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? '';
        // The shell was sent with the area's loading state; the area followed when it was ready.
        expect(html).toContain(AREA_LOADING);
        const heading = html.search(/<h1[^>]*>Browse Professional Profiles<\/h1>/);
        expect(heading).toBeGreaterThan(html.indexOf(AREA_LOADING));
        await expect(
          page.getByRole('heading', { name: 'Browse Professional Profiles' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: /View Profile/ }).first()).toBeVisible();
        await page.locator('#profile-search').fill('zz-nobody-matches-this');
        await expect(page.getByText('No profiles found')).toBeVisible();
      } finally {
        expect(runRemoteScript('rollback', 'mfe-profiles').status).toBe(0);
      }
    });

    test('a crawler gets the whole page in place, without the loading state', async ({
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      deploySlow();
      try {
        const { status, html } = await rawPage(playwright, baseURL!, '/profiles', GOOGLEBOT);
        expect(status).toBe(200);
        expect(html).not.toContain(AREA_LOADING);
        expect(html).toMatch(/<h1[^>]*>Browse Professional Profiles<\/h1>/);
        expect(html).toMatch(/<a[^>]*href="\/@[a-z0-9-]+"[^>]*>View Profile<\/a>/);
      } finally {
        expect(runRemoteScript('rollback', 'mfe-profiles').status).toBe(0);
      }
    });
  });
}
