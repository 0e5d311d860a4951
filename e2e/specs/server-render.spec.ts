import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, registerUser, test, type TestUser } from '../fixtures';
import { copyOfBuild, runRemoteScript } from '../fixtures/deploy';
import { rawPage } from '../fixtures/raw-page';

/** The visible text of raw HTML's body (no JavaScript ran): tags dropped, entities decoded. */
function textOf(html: string): string {
  const body = html
    .slice(html.search(/<body[\s>]/))
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** A user with a job title, a skill and one project, created through the API. */
async function seedProfile(request: APIRequestContext, title: string) {
  const user = await registerUser(request, { firstName: 'Katherine', lastName: 'Johnson' });
  const auth = { Authorization: `Bearer ${user.token}` };
  const profile = await request.patch('/api/users/profile', {
    headers: auth,
    multipart: {
      jobTitle: 'Orbital Mathematician',
      skills: JSON.stringify(['Fortran', 'Celestial Mechanics']),
      featuredSkills: JSON.stringify(['Fortran']),
    },
  });
  expect(profile.ok()).toBe(true);
  const created = await request.post('/api/projects', {
    headers: auth,
    multipart: { title, projectUrl: 'https://example.com/orbit', tags: JSON.stringify(['nasa']) },
  });
  expect(created.status()).toBe(201);
  return user;
}

test.describe('@ssr @seo public pages are rendered by the server', () => {
  test('raw HTML of a profile, the profiles list and the projects list holds the page as a person sees it', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const title = `Trajectory ${Date.now().toString(36)}`;
    const user: TestUser = await seedProfile(request, title);

    await test.step('/@{handle}: top bar, name, job title, joined, skills, projects, footer', async () => {
      const { status, html } = await rawPage(playwright, baseURL!, `/@${user.handle}`);
      expect(status).toBe(200);
      const text = textOf(html);
      expect(text).toContain('Browse Profiles'); // the top bar
      expect(text).toContain('Katherine Johnson');
      expect(text).toContain('Orbital Mathematician');
      expect(text).toMatch(/Joined \w/);
      expect(text).toContain('Featured Skills');
      expect(text).toContain('Fortran');
      expect(text).toContain(title);
      expect(text).toMatch(/© \d{4} Stackfolio/); // the footer
      // Styles are in the page, with the page's nonce; the data travels with it.
      expect(html).toMatch(/<style nonce="[^"]+"[^>]*data-styled/);
      expect(html).toContain('id="stackfolio-state"');
      // No style attribute: the page's CSP refuses them (a console error, and the style is lost).
      expect(text).toContain('Celestial Mechanics'); // "Other skills", below the featured ones
      expect(html.slice(html.search(/<body[\s>]/))).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    });

    await test.step('/profiles: cards with their View Profile links', async () => {
      const { html } = await rawPage(playwright, baseURL!, '/profiles');
      expect(textOf(html)).toContain('Katherine Johnson');
      expect(html).toMatch(new RegExp(`<a[^>]*href="/@${user.handle}"[^>]*>View Profile</a>`));
    });

    await test.step('/browse-projects: cards and the count line', async () => {
      const { html } = await rawPage(playwright, baseURL!, '/browse-projects');
      const text = textOf(html);
      expect(text).toContain(title);
      expect(text).toMatch(/Showing \d+ of \d+ projects/);
    });
  });

  test('an unknown address answers 404 with the Not Found page; known ones 200', async ({
    playwright,
    baseURL,
  }) => {
    const missing = await rawPage(playwright, baseURL!, '/nowhere/at-all');
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain('Page Not Found');
    for (const url of ['/', '/privacy-policy', '/terms', '/login'])
      expect((await rawPage(playwright, baseURL!, url)).status, url).toBe(200);
  });

  test('a server-rendered page hydrates without a mismatch and works', async ({ page }) => {
    await page.goto('/profiles');
    await expect(page.getByRole('link', { name: /View Profile/ }).first()).toBeVisible();
    await page.locator('#profile-search').fill('zz-nobody-matches-this');
    await expect(page.getByText('No profiles found')).toBeVisible();
  });

  test('a server-rendered page starts its JavaScript once it has been painted, then works', async ({
    page,
  }) => {
    // When the shell's start script is added to the document, seen from the page itself.
    await page.addInitScript(() => {
      const seen = window as unknown as { startedAt?: number };
      new MutationObserver((records, observer) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && /\/main\.[\w]+\.js$/.test(node.src)) {
              seen.startedAt = performance.now();
              observer.disconnect();
            }
          });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/profiles');
    await page.locator('#profile-search').fill('zz-nobody-matches-this');
    await expect(page.getByText('No profiles found')).toBeVisible();
    const { startedAt, painted } = await page.evaluate(() => ({
      startedAt: (window as unknown as { startedAt?: number }).startedAt,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(painted).toBeGreaterThan(0);
    expect(startedAt).toBeGreaterThanOrEqual(painted!);
  });

  test('a button pressed before the page has started does what it says once it has', async ({
    page,
    request,
  }) => {
    const owner = await registerUser(request, { firstName: 'Early', lastName: 'Bird' });
    // The shell's start script is held until the visitor has pressed the button.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[\w]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/@${owner.handle}`, { waitUntil: 'domcontentloaded' });
    const followers = page
      .getByRole('region', { name: 'Followers and following' })
      .getByRole('button', { name: '0 followers' });
    const dark = page
      .getByRole('group', { name: 'Theme' })
      .getByRole('button', { name: 'Dark theme' });
    await dark.focus();
    await page.keyboard.press('Enter'); // the top bar's (the shell's) button, from the keyboard
    await followers.click(); // the profiles remote's button
    // The presses reached buttons the app had not hydrated: it had not started.
    expect(
      await followers.evaluate((button) =>
        button.closest('[data-hydration]')?.getAttribute('data-hydration'),
      ),
    ).toBe('pending');
    release();
    await expect(page.getByRole('dialog', { name: 'People following Early Bird' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the public pages load no form-validation library (zod): their first scripts stay small', async ({
    page,
    request,
  }) => {
    // A contract module that builds a schema when it loads brought zod (~90 KB per bundle) into
    // every public page once; the pages need only rules and messages (*-rules.ts).
    const user = await registerUser(request, { firstName: 'Mary', lastName: 'Jackson' });
    const created = await request.post('/api/projects', {
      headers: { Authorization: `Bearer ${user.token}` },
      multipart: {
        title: 'Wind tunnel data',
        description: 'Measurements, cleaned and plotted.',
        projectUrl: 'https://example.com/wind',
      },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { path: string };
    const withZod = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('$ZodType')) withZod.add(new URL(response.url()).pathname);
    });
    for (const url of ['/', '/profiles', `/@${user.handle}`, '/browse-projects', project.path]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect([...withZod], url).toEqual([]);
    }
    // The check can see zod: the sign-in form validates with it.
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // Bodies are read as they arrive, after the response event: wait for the reads to finish.
    await expect.poll(() => withZod.size).toBeGreaterThan(0);
  });
});

// These redeploy into the locally served build, so they only exist when the suite starts it.
if (!process.env.E2E_BASE_URL) {
  test.describe.serial('@ssr @deploy @profiles the server renders the live version', () => {
    const remotesDir = () => path.join(process.env.E2E_WORK_DIR!, 'remotes');

    test('a remote redeployed while the server runs is in the next server-rendered page', async ({
      playwright,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const version = `ssr-${Date.now()}`;
      const deployed = runRemoteScript('deploy', 'mfe-profiles', ['--version', version]);
      expect(deployed.status, deployed.output).toBe(0);
      try {
        const { html } = await rawPage(playwright, baseURL!, '/profiles');
        expect(html).toContain(`data-remote="mfe_profiles" data-release="${version}"`);
        expect(textOf(html)).toContain('Browse Professional Profiles');
      } finally {
        expect(runRemoteScript('rollback', 'mfe-profiles').status).toBe(0);
      }
      const { html } = await rawPage(playwright, baseURL!, '/profiles');
      expect(html).not.toContain(`data-release="${version}"`);
    });

    test('a remote whose server build throws, or is missing, still gives a 200 page that works in the browser', async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await registerUser(request, { firstName: 'Dorothy', lastName: 'Vaughan' });
      const build = copyOfBuild('mfe-profiles', 'broken');
      writeFileSync(
        path.join(build, 'server', 'remoteEntry.js'),
        "throw new Error('this server build is broken');\n",
      );
      const version = `broken-${Date.now()}`;
      const deployed = runRemoteScript('deploy', 'mfe-profiles', [
        '--from',
        build,
        '--version',
        version,
      ]);
      rmSync(build, { recursive: true, force: true });
      expect(deployed.status, deployed.output).toBe(0);
      try {
        for (const broken of ['throws', 'is missing']) {
          await test.step(`server build ${broken}`, async () => {
            if (broken === 'is missing')
              rmSync(path.join(remotesDir(), 'profiles', version, 'server'), { recursive: true });
            const { status, html } = await rawPage(playwright, baseURL!, '/profiles');
            expect(status).toBe(200);
            const text = textOf(html);
            expect(text).toContain('Browse Profiles'); // the shell is still server-rendered
            expect(text).toMatch(/© \d{4} Stackfolio/);
            expect(text).not.toContain('Browse Professional Profiles');
            await page.goto('/profiles');
            await expect(
              page.getByRole('heading', { name: 'Browse Professional Profiles' }),
            ).toBeVisible();
            await expect(page.getByRole('link', { name: /View Profile/ }).first()).toBeVisible();
          });
        }
      } finally {
        expect(runRemoteScript('rollback', 'mfe-profiles').status).toBe(0);
      }
      // Rolled back, the area is rendered by the server again: a failed build is not kept.
      const { html } = await rawPage(playwright, baseURL!, '/profiles');
      expect(textOf(html)).toContain('Browse Professional Profiles');
    });
  });
}
