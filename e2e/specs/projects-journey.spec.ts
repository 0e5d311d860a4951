import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, registerUser, step, test } from '../fixtures';
import { ProjectForm } from '../pages/project-upload';

/** A valid 1×1 PNG and a tiny PDF: the API checks files by their bytes, not their names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Fills and sends the upload form; resolves with the new project's id once its page shows. */
async function upload(
  page: Page,
  fields: { title: string; tags: string; url: string; withFiles: boolean },
) {
  const form = new ProjectForm(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload New Project' })).toBeVisible();
  await form.title.fill(fields.title);
  await page
    .getByLabel('Description')
    .fill(`${fields.title}: a project uploaded by the e2e suite.`);
  await page.getByLabel('Tags').fill(fields.tags);
  await page.getByLabel('Project URL').fill(fields.url);
  if (fields.withFiles) {
    await form.addFiles([{ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await form.addImages([
      { name: 'shot.png', mimeType: 'image/png', buffer: PNG, alt: 'A screenshot' },
    ]);
  }
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Upload Project' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page.getByTestId('toast').getByText('Project uploaded!')).toBeVisible();
  const project = (await response.json()) as { id: number; path: string };
  await expect(page).toHaveURL(project.path);
  return project.id;
}

test.describe('@projects @shell upload, edit, browse, react and delete', () => {
  test('a project goes from upload to reactions to deletion', async ({
    page,
    signedInUser,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000); // one long journey across two users and three remotes
    const stamp = Date.now().toString(36);
    const title = `Graph toolkit ${stamp}`;
    const linkOnly = `Link only ${stamp}`;
    const projectUrl = `${testInfo.project.use.baseURL}/privacy-policy`;
    let projectId = 0;

    await step(
      'A uploads a project with a file and an image, and one with only a URL',
      async () => {
        await page.goto('/upload');
        await expect(page.getByRole('button', { name: 'Upload Project' })).toBeDisabled();
        await expectNoA11yViolations(page);
        projectId = await upload(page, {
          title,
          tags: 'graphs, rust',
          url: projectUrl,
          withFiles: true,
        });
        await upload(page, { title: linkOnly, tags: 'links', url: projectUrl, withFiles: false });
      },
    );

    await step('A edits it: removes the image and adds tags', async () => {
      await page.goto(`/projects/${projectId}/edit`);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Remove Image 1' }).click();
      await expect(page.getByLabel('Alt text for Image 1')).toHaveCount(0);
      for (const tag of ['wasm', `e2e${stamp}`]) {
        await page.getByLabel('Tags', { exact: true }).fill(tag);
        await page.getByLabel('Tags', { exact: true }).press('Enter');
      }
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL('/');
      await expect(
        page.getByTestId('toast').getByText('Project updated successfully!'),
      ).toBeVisible();
    });

    await step('A sees it on /browse-projects with its new tags and no image', async () => {
      await page.goto('/browse-projects');
      const card = page.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'Projects tagged graphs' })).toHaveAttribute(
        'href',
        '/browse-projects?tag=graphs',
      );
      await expect(card.getByText('+1 more')).toBeVisible();
      await expect(card.getByRole('img')).toHaveCount(0);
      await expect(
        page.getByRole('article', { name: linkOnly }).getByRole('link', { name: /Download/ }),
      ).toHaveCount(0);
      await expect(page.getByText(/^Showing \d+ of \d+ projects$/)).toBeVisible();
      await expectNoA11yViolations(page);
    });

    const visitorContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      acceptDownloads: true,
    });
    try {
      const visitor = await visitorContext.newPage();
      const b = await registerUser(visitor.request, {
        firstName: 'Visiting',
        lastName: 'Reviewer',
      });
      await visitor.addInitScript(
        (token) => window.localStorage.setItem('authToken', token),
        b.token,
      );

      await step('B opens its quick view from the list; the view is recorded', async () => {
        await visitor.goto('/browse-projects');
        const viewSent = visitor.waitForRequest((r) =>
          r.url().endsWith('/api/analytics/project-view'),
        );
        await visitor
          .getByRole('article', { name: title })
          .getByRole('link', { name: `Quick view of ${title}` })
          .click();
        await expect(visitor).toHaveURL(`/browse-projects?project=${projectId}`);
        const dialog = visitor.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        expect((await viewSent).postDataJSON()).toMatchObject({
          projectId,
          viewerUserId: b.id,
          ipAddress: '',
        });
        await expectNoA11yViolations(visitor);
      });

      await step('B likes and comments', async () => {
        const dialog = visitor.getByRole('dialog', { name: title });
        await dialog.getByRole('button', { name: /^Like \(0\)$/ }).click();
        await expect(dialog.getByRole('button', { name: /Liked \(1\)/ })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await dialog.getByRole('button', { name: /Comment/ }).click();
        await dialog.getByLabel('Your comment').fill('  Clean API, great docs.  ');
        await dialog.getByRole('button', { name: 'Post Comment' }).click();
        await expect(
          visitor.getByTestId('toast').getByText('Your comment has been posted.'),
        ).toBeVisible();
        await expect(dialog.getByRole('list', { name: 'Comments' })).toContainText(
          'Clean API, great docs.',
        );
      });

      await step(
        'B downloads the file (same bytes, original name) and visits the link',
        async () => {
          const dialog = visitor.getByRole('dialog', { name: title });
          const downloading = visitor.waitForEvent('download');
          await dialog.getByRole('link', { name: `Download ${title}` }).click();
          const download = await downloading;
          expect(download.suggestedFilename()).toBe('report.pdf');
          expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);
          await expect(visitor.getByTestId('toast').getByText('Download started')).toBeVisible();

          const clickRecorded = visitor.waitForResponse((r) =>
            r.url().endsWith(`/api/projects/${projectId}/track-link-click`),
          );
          const popup = visitorContext.waitForEvent('page');
          await dialog.getByRole('button', { name: `Visit Project ${title}` }).click();
          expect((await clickRecorded).ok()).toBe(true);
          const opened = await popup;
          await opened.waitForLoadState('domcontentloaded');
          expect(opened.url()).toBe(projectUrl);
          await opened.close();
        },
      );

      await step(
        'a signed-out visitor opening the deep link is asked to sign in to like',
        async () => {
          const anonymous = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
          try {
            const guest = await anonymous.newPage();
            await guest.goto(`/browse-projects?project=${projectId}`);
            const dialog = guest.getByRole('dialog', { name: title });
            await dialog.getByRole('button', { name: /Like \(1\)/ }).click();
            await expect(dialog.getByRole('alert')).toContainText('Sign in required');
            await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
              'href',
              '/login',
            );
          } finally {
            await anonymous.close();
          }
        },
      );
    } finally {
      await visitorContext.close();
    }

    await step("A's dashboard counts the new reactions and the dialog lists them", async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(signedInUser.firstName);
      const card = page.getByRole('region', { name: 'New Reactions' });
      await expect(card.getByText('2', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'View recent reactions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Recent Reactions' });
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
      await expect(dialog).toContainText(`Visiting Reviewer commented on ${title}`);
      await expect(dialog).toContainText(`Visiting Reviewer liked ${title}`);
      await expect(dialog).toContainText('Clean API, great docs.');
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(card.getByText('0', { exact: true })).toBeVisible();
    });

    await step('A deletes the project after confirming, and it disappears', async () => {
      await page.goto(`/projects/${projectId}/edit`);
      await page.getByRole('button', { name: 'Delete Project' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Project' });
      await expect(confirm).toContainText('Are you sure you want to delete this project?');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(
        page.getByTestId('toast').getByText('Your project has been deleted successfully.'),
      ).toBeVisible();
      await page.goto('/browse-projects');
      await expect(page.getByRole('article', { name: linkOnly })).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toHaveCount(0);
      await page.goto(`/browse-projects?project=${projectId}`);
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: 'Project not found' }),
      ).toBeVisible();
    });

    await step('the three pages fit a 360 px wide phone', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      const list = await page.request.get('/api/projects');
      const [latest] = (await list.json()) as { id: number }[];
      for (const path of ['/browse-projects', '/upload', `/projects/${latest.id}/edit`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  });

  // The signed-out /upload rule is proven in shell-signed-out-access.spec.ts (toast recorded as it
  // appears, then the sign-in page), so it is not repeated here.

  test('an invalid project id on the edit page says so', async ({ page, signedInUser }) => {
    expect(signedInUser.id).toBeGreaterThan(0);
    await page.goto('/projects/abc/edit');
    await expect(page.getByRole('heading', { name: 'Invalid project ID' })).toBeVisible();
  });
});
