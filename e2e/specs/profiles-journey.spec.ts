import type { Page, Request } from '@playwright/test';
import { expect, expectNoA11yViolations, step, test } from '../fixtures';

/** A valid 1×1 PNG: the API checks images by their bytes, not their names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects the portfolio-view records a page sends. */
function recordViews(page: Page): Request[] {
  const views: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/analytics/portfolio-view'))
      views.push(request);
  });
  return views;
}

test.describe('@profiles edit, publish and discover a profile', () => {
  test('a user edits their profile, a visitor finds it by skill and opens it', async ({
    page,
    signedInUser,
    browser,
  }, testInfo) => {
    // A long journey: two browser contexts, three axe scans and a phone-width pass.
    test.setTimeout(180_000);
    const skill = `Zig${Date.now().toString(36)}`;
    const ownerViews = recordViews(page);

    await step('the owner edits every section and saves', async () => {
      await page.goto('/edit-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
      await expectNoA11yViolations(page);

      await page
        .getByLabel('Upload header image')
        .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
      await page
        .getByLabel('Upload avatar')
        .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'New header image preview' })).toBeVisible();
      await page.getByLabel('Job Title').fill('Systems Engineer');
      await page.getByLabel('Location').fill('Lisbon');
      await page.getByLabel('Bio').fill('I build fast, safe systems software.');
      await expect(page.getByText('36/500 characters')).toBeVisible();
      for (const name of [skill, 'Rust', 'Linux']) {
        await page.getByLabel('Add a skill').fill(name);
        await page.getByLabel('Add a skill').press('Enter');
      }
      await page.getByRole('button', { name: `Feature ${skill}` }).click();
      await page.getByRole('button', { name: 'Feature Rust' }).click();
      await page.getByRole('button', { name: 'Remove Linux' }).click();
      await page
        .getByRole('textbox', { name: 'GitHub', exact: true })
        .fill('https://github.com/e2e-user');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page).toHaveURL(`/@${signedInUser.handle}`);
    });

    await step(
      'the owner sees the saved profile, with owner actions and no view recorded',
      async () => {
        await expect(page.getByTestId('toast').getByText('Profile updated')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
        await expect(page.getByText('Systems Engineer')).toBeVisible();
        await expect(page.getByText('Lisbon')).toBeVisible();
        await expect(page.getByText('I build fast, safe systems software.')).toBeVisible();
        const featured = page.getByRole('list', { name: 'Featured Skills' });
        await expect(featured.getByRole('link')).toHaveText([
          `Profiles skilled in ${skill}`,
          'Profiles skilled in Rust',
        ]);
        await expect(page.getByText('Linux')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Test User on GitHub' })).toHaveAttribute(
          'href',
          'https://github.com/e2e-user',
        );
        await expect(page.getByRole('img', { name: "Test User's header image" })).toHaveAttribute(
          'src',
          /\/uploads\//,
        );
        await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
        await expectNoA11yViolations(page);
        expect(ownerViews).toHaveLength(0);
      },
    );

    await step('the profile and the edit form fit a 360 px wide phone', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of [`/@${signedInUser.handle}`, '/edit-profile', '/profiles']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });

    const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const visitor = await visitorContext.newPage();
      const visitorViews = recordViews(visitor);

      await step('a visitor follows the skill link and finds the profile', async () => {
        await visitor.goto(`/profiles?skill=${skill}`);
        await expect(
          visitor.getByRole('heading', { level: 1, name: 'Browse Professional Profiles' }),
        ).toBeVisible();
        await expect(visitor.getByText(`1 profile found with the skill "${skill}"`)).toBeVisible();
        await expect(visitor.getByRole('article', { name: 'Test User' })).toHaveCount(1);
        await expectNoA11yViolations(visitor);
      });

      await step(
        'a visitor searches by skill and opens the profile; the view is recorded',
        async () => {
          await visitor.goto('/profiles');
          await visitor
            .getByRole('searchbox', { name: 'Search profiles' })
            .fill(skill.toLowerCase());
          await expect(
            visitor.getByText(`1 profile found for "${skill.toLowerCase()}"`),
          ).toBeVisible();
          const viewSent = visitor.waitForRequest((r) =>
            r.url().endsWith('/api/analytics/portfolio-view'),
          );
          await visitor
            .getByRole('article', { name: 'Test User' })
            .getByRole('link', { name: /View Profile/ })
            .click();
          await expect(visitor).toHaveURL(`/@${signedInUser.handle}`);
          await expect(visitor.getByRole('heading', { name: 'No projects to show' })).toBeVisible();
          await expect(visitor.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
          const request = await viewSent;
          expect(request.postDataJSON()).toMatchObject({
            userId: signedInUser.id,
            viewerUserId: null,
            ipAddress: '',
          });
          await visitor.reload();
          await expect(visitor.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
          expect(visitorViews.length).toBeGreaterThanOrEqual(1);
        },
      );
    } finally {
      await visitorContext.close();
    }
  });

  test('a saved bio, location, job title and social link can be cleared; untouched ones stay', async ({
    page,
    signedInUser,
  }) => {
    const saved = await page.request.patch('/api/users/profile', {
      headers: { Authorization: `Bearer ${signedInUser.token}` },
      multipart: {
        jobTitle: 'Systems Engineer',
        location: 'Lisbon',
        bio: 'I build fast, safe systems software.',
        githubUrl: 'https://github.com/e2e-clear',
        linkedinUrl: 'https://linkedin.com/in/e2e-keep',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await step('the owner empties four fields and saves', async () => {
      await page.goto('/edit-profile');
      await expect(page.getByLabel('Location')).toHaveValue('Lisbon');
      for (const label of ['Job Title', 'Location', 'Bio']) await page.getByLabel(label).fill('');
      await page.getByRole('textbox', { name: 'GitHub', exact: true }).fill('');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page).toHaveURL(`/@${signedInUser.handle}`);
    });

    await step('the profile no longer shows them; the untouched link stays', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
      await expect(page.getByText('IT Professional').first()).toBeVisible();
      for (const gone of ['Systems Engineer', 'Lisbon', 'I build fast, safe systems software.'])
        await expect(page.getByText(gone)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Test User on GitHub' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Test User on LinkedIn' })).toHaveAttribute(
        'href',
        'https://linkedin.com/in/e2e-keep',
      );
    });

    await step('the edit form opens with the cleared fields empty', async () => {
      await page.goto('/edit-profile');
      await expect(page.getByRole('textbox', { name: 'LinkedIn', exact: true })).toHaveValue(
        'https://linkedin.com/in/e2e-keep',
      );
      for (const label of ['Job Title', 'Location', 'Bio'])
        await expect(page.getByLabel(label)).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'GitHub', exact: true })).toHaveValue('');
    });
  });

  test('an unknown profile shows "User Not Found" with a way home', async ({ page }) => {
    await page.goto('/profile/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a signed-out visitor of /edit-profile is sent to /login', async ({ page }) => {
    await page.goto('/edit-profile');
    await expect(
      page.getByTestId('toast').getByText('You need to be logged in to edit your profile'),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('@shell the dashboard shows the Featured Professionals widget', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(signedInUser.firstName);
    const widget = page.getByRole('region', { name: 'Featured Professionals' });
    await expect(widget).toBeVisible();
    await expect(
      widget
        .getByRole('link', { name: 'Upload Your First Project' })
        .or(widget.getByRole('article').first()),
    ).toBeVisible();
  });
});
