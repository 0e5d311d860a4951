import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, registerUser, step, test } from '../fixtures';
import { runRemoteScript } from '../fixtures/deploy';
import { ShellLayout } from '../pages/shell-layout';

// These redeploy into the locally served build, so they only exist when the suite starts it.
if (!process.env.E2E_BASE_URL) {
  test.describe.serial('@projects @deploy deploying one remote', () => {
    test('a deploy while a page is open leaves it working; the next load gets the new version; rollback restores the old one', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const layout = new ShellLayout(page);
      const chunkErrors: string[] = [];
      page.on('pageerror', (error) => chunkErrors.push(error.message));
      await registerUser(page.request);

      await page.goto('/browse-projects');
      const projects = layout.remoteRoot('mfe_projects');
      await expect(projects).toBeAttached();
      const before = await projects.getAttribute('data-release');

      const version = `e2e-${Date.now()}`;
      const deployed = runRemoteScript('deploy', 'mfe-projects', ['--version', version]);
      expect(deployed.output).toContain(`mfe-projects ${version} is live`);
      expect(deployed.status).toBe(0);

      await step('the page opened before the deploy keeps working', async () => {
        await page.getByRole('banner').getByRole('link', { name: 'Upload' }).click();
        await expect(layout.remoteRoot('mfe_projects')).toHaveAttribute('data-release', before!);
        expect(chunkErrors.filter((m) => /chunk|loading/i.test(m))).toEqual([]);
      });

      await step('the next page load gets the new version', async () => {
        await page.goto('/browse-projects');
        await expect(layout.remoteRoot('mfe_projects')).toHaveAttribute('data-release', version);
      });

      await step('rollback restores the previous version on the next load', async () => {
        const rolledBack = runRemoteScript('rollback', 'mfe-projects');
        expect(rolledBack.status).toBe(0);
        await page.goto('/browse-projects');
        await expect(layout.remoteRoot('mfe_projects')).toHaveAttribute('data-release', before!);
      });
    });

    test('an incompatible remote is refused with a clear message and nothing changes', async ({
      request,
    }) => {
      const live = (await (await request.get('/mf-config.json')).json()).remotes.projects;

      // A build that needs a React the live shell does not provide.
      const build = mkdtempSync(path.join(tmpdir(), 'stackfolio-incompatible-'));
      cpSync(path.resolve(__dirname, '..', '..', 'mfe-projects', 'dist'), build, {
        recursive: true,
      });
      const manifestFile = path.join(build, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      for (const shared of manifest.shared)
        if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
      writeFileSync(manifestFile, JSON.stringify(manifest));

      const refused = runRemoteScript('deploy', 'mfe-projects', [
        '--from',
        build,
        '--version',
        `bad-${Date.now()}`,
      ]);
      expect(refused.status).not.toBe(0);
      expect(refused.output).toMatch(/incompatible with the live shell, nothing changed/);
      expect(refused.output).toMatch(/needs react \^20\.0\.0, the live shell provides 19\./);
      expect((await (await request.get('/mf-config.json')).json()).remotes.projects).toBe(live);
    });
  });
}
