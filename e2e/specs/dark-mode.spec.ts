import type { APIRequestContext, Page } from '@playwright/test';
import palette from '../../shared-ui/src/theme/palette.json';
import { expect, expectNoA11yViolations, grantAdmin, registerUser, step, test } from '../fixtures';
import { PUBLIC_SHELL_PAGES } from '../fixtures/routes';

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const DARK = rgb(palette.dark.colors.background);
const LIGHT = rgb(palette.light.colors.background);

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The page is painted in the dark theme and axe-core finds nothing on it. */
async function expectDarkAndAccessible(page: Page): Promise<void> {
  await expect.poll(() => pageBackground(page)).toBe(DARK);
  await expectNoA11yViolations(page);
}

/** A project of the user signed in on `request`, with a file, so every page has something to show. */
async function createProject(request: APIRequestContext, title: string): Promise<number> {
  const created = await request.post('/api/projects', {
    multipart: {
      title,
      description: `${title}: a project to look at in the dark.`,
      projectUrl: 'https://example.com/dark',
      tags: 'night,contrast',
      file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello\n') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const SIGNED_OUT_PAGES = [
  ...PUBLIC_SHELL_PAGES,
  { path: '/profiles', heading: 'Browse Professional Profiles' },
  { path: '/browse-projects', heading: 'Browse Projects' },
];

test.describe('@shell dark mode: every page passes axe-core in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  for (const { path, heading } of SIGNED_OUT_PAGES) {
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectDarkAndAccessible(page);
    });
  }

  test('signed out: a profile, a project dialog and the small-screen menu', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const author = await registerUser(owner, { firstName: 'Nyx', lastName: 'Night' });
    const title = `Night Owl ${Date.now().toString(36)}`;
    const projectId = await createProject(owner, title);
    await owner.dispose();

    await step('the profile', async () => {
      await page.goto(`/profile/${author.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nyx Night' })).toBeVisible();
      await expectDarkAndAccessible(page);
    });
    await step('the project dialog', async () => {
      await page.goto(`/browse-projects?project=${projectId}`);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectDarkAndAccessible(page);
    });
    await step('the menu panel on a phone', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Main (menu)' });
      await expect(panel.getByRole('link', { name: 'Join Free' })).toBeVisible();
      await expectDarkAndAccessible(page);
    });
  });

  test('signed in: the dashboard, the account menu and every page of the app', async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(180_000);
    const title = `Dark Matter ${Date.now().toString(36)}`;
    const projectId = await createProject(page.request, title);
    const name = `${signedInUser.firstName} ${signedInUser.lastName}`;

    await step('the dashboard and its account menu', async () => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: `Welcome to your dashboard, ${signedInUser.firstName}!`,
        }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Featured Professionals' })).toBeVisible();
      await expectDarkAndAccessible(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expectDarkAndAccessible(page);
      await page.keyboard.press('Escape');
    });

    const pages = [
      { path: '/settings', heading: 'Account Settings' },
      { path: '/edit-profile', heading: 'Edit Profile' },
      { path: '/upload', heading: 'Upload New Project' },
      { path: `/projects/${projectId}/edit`, heading: 'Edit Project' },
      { path: '/analytics', heading: 'Portfolio Analytics' },
      { path: '/resume', heading: 'Resume Builder' },
      { path: `/profile/${signedInUser.id}`, heading: name },
      { path: '/profiles', heading: 'Browse Professional Profiles' },
      { path: '/browse-projects', heading: 'Browse Projects' },
    ];
    for (const { path, heading } of pages) {
      await step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectDarkAndAccessible(page);
      });
    }

    await step('the project dialog and the delete confirmation', async () => {
      await page.goto(`/browse-projects?project=${projectId}`);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectDarkAndAccessible(page);
      await page.goto(`/projects/${projectId}/edit`);
      await page.getByRole('button', { name: 'Delete Project' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete Project' })).toBeVisible();
      await expectDarkAndAccessible(page);
    });
  });

  test('signed in as an admin: the admin dashboard', async ({ page, signedInUser }) => {
    grantAdmin(signedInUser.email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The background-jobs card loaded (counts shown), so axe checks it too.
    const jobs = page.getByRole('region', { name: 'Background Jobs' });
    await expect(jobs.getByText('Queued', { exact: true })).toBeVisible();
    await expectDarkAndAccessible(page);
  });
});

test.describe('@shell dark mode: the theme choice', () => {
  test('"System" follows the device’s colour scheme, and an explicit choice overrides it', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const group = page.getByRole('group', { name: 'Theme' });
    await expect(group.getByRole('button', { name: 'System theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => pageBackground(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(LIGHT);

    await group.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => pageBackground(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'dark' });
    await group.getByRole('button', { name: 'Light theme' }).click();
    await expect.poll(() => pageBackground(page)).toBe(LIGHT);
  });

  test('the toggle switches theme, and a reload comes back dark from the first byte', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT);
    const dark = page
      .getByRole('group', { name: 'Theme' })
      .getByRole('button', { name: 'Dark theme' });
    await dark.focus();
    await page.keyboard.press('Enter');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => pageBackground(page)).toBe(DARK);

    await step('the server already sends <html data-theme="dark">', async () => {
      // page.request shares the browser's cookies: this is the reload's raw answer.
      const raw = await (await page.request.get('/')).text();
      expect(raw).toMatch(/<html[^>]* data-theme="dark"/);
    });

    await step('the reloaded page is dark before any script runs', async () => {
      await page.route('**/*.js', (route) => route.abort());
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Showcase your work. Get discovered.' }),
      ).toBeVisible();
      await expect.poll(() => pageBackground(page)).toBe(DARK);
      await page.unroute('**/*.js');
    });

    await step('and hydrates with Dark still pressed', async () => {
      await page.reload();
      await expect(
        page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark theme' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expectNoA11yViolations(page);
    });
  });

  test('a signed-in user picks Dark in the account menu; a page rendered in the browser starts dark', async ({
    page,
    signedInUser,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(signedInUser.email);
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => pageBackground(page)).toBe(DARK);

    // Without its scripts the page is only the server's HTML: already dark, no white flash.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
      .toBe(DARK);
  });
});
