import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, step, test, type TestUser } from '../fixtures';
import { readZipEntry, ResumeBuilderPage } from '../pages/resume-builder';

/** docs/product.md §9: projects per template. */
const CAPS = { Modern: 4, Classic: 5, Minimal: 4, Creative: 3 } as const;
const TEMPLATES = Object.keys(CAPS) as (keyof typeof CAPS)[];

/** Element screenshots scroll under the sticky top bar: keep it out of the picture. */
const SCREENSHOT_STYLE = 'header:not(.rs__header) { visibility: hidden !important; }';

/** Gives the user a profile and 6 projects of 7 tags each, through the API; returns their ids. */
async function seedProfile(request: APIRequestContext, user: TestUser): Promise<number[]> {
  const ids: number[] = [];
  const headers = { Authorization: `Bearer ${user.token}` };
  const profile = await request.patch('/api/users/profile', {
    headers,
    multipart: {
      jobTitle: 'Staff Data Engineer',
      location: 'Lisbon, Portugal',
      bio: 'I design data platforms and the tools that keep them honest.',
      skills: JSON.stringify(['Python', 'Kafka', 'SQL', 'Rust', 'Terraform']),
      featuredSkills: JSON.stringify(['Rust', 'Kafka']),
      githubUrl: 'https://github.com/e2e-resume',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  for (let n = 1; n <= 6; n += 1) {
    const created = await request.post('/api/projects', {
      headers,
      multipart: {
        title: `Resume Project ${n}`,
        description: `What project ${n} does and why it mattered.`,
        tags: JSON.stringify(Array.from({ length: 7 }, (_, t) => `tag${n}-${t + 1}`)),
        projectUrl: `https://example.com/project-${n}`,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return ids;
}

/** Records `count` views of a project by distinct anonymous visitors (told apart by user agent). */
async function viewProject(request: APIRequestContext, projectId: number, count: number) {
  for (let n = 0; n < count; n += 1) {
    const viewed = await request.post('/api/analytics/project-view', {
      headers: { 'User-Agent': `e2e-visitor-${projectId}-${n}` },
      data: { projectId },
    });
    expect(viewed.ok(), await viewed.text()).toBe(true);
  }
}

test.describe('@resume generate a resume in every template and format', () => {
  test.beforeEach(async ({ page }) => {
    // Print dialogs cannot be driven here: count the calls instead.
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
  });

  test('a user with 6 projects previews four designs, prints the pdf and downloads html', async ({
    page,
    signedInUser,
  }, testInfo) => {
    test.slow(); // one long journey: four templates, print, four downloads, an offline page
    await seedProfile(page.request, signedInUser);
    const resume = new ResumeBuilderPage(page);

    await step('the page opens on Modern and PDF with a live preview', async () => {
      await resume.goto();
      await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
      await expect(resume.template('Modern')).toBeChecked();
      await expect(resume.format('PDF')).toBeChecked();
      await expect(resume.preview.getByRole('heading', { name: 'Test User' })).toBeVisible();
      await expect(resume.preview.getByText('Staff Data Engineer')).toBeVisible();
      await expectNoA11yViolations(page);
    });

    await step(
      'each template previews a visibly different design with its number of projects',
      async () => {
        const shots = new Map<string, Buffer>();
        const fonts = new Set<string>();
        for (const name of TEMPLATES) {
          await resume.template(name).check();
          await expect(resume.resume()).toHaveAttribute('data-template', name.toLowerCase());
          await expect(resume.resume().getByRole('list', { name: 'Tags' })).toHaveCount(CAPS[name]);
          fonts.add(await resume.resume().evaluate((el) => getComputedStyle(el).fontFamily));
          const shot = await resume.resume().screenshot({ style: SCREENSHOT_STYLE });
          shots.set(name, shot);
          await testInfo.attach(`${name} template preview`, {
            body: shot,
            contentType: 'image/png',
          });
        }
        expect(fonts.size, 'each template has its own typography').toBe(4);
        const images = [...shots.values()];
        for (let a = 0; a < images.length; a += 1)
          for (let b = a + 1; b < images.length; b += 1)
            expect(images[a].equals(images[b])).toBe(false);
        await expectNoA11yViolations(page);
      },
    );

    await step('Preview Full Resume opens the chosen template full size', async () => {
      await resume.fullPreview.click();
      const dialog = page.getByRole('dialog', { name: 'Creative Resume' });
      await expect(dialog.getByRole('heading', { name: 'Test User' })).toBeVisible();
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
    });

    await step('pdf prints only the resume on letter paper', async () => {
      await resume.template('Classic').check();
      await resume.format('PDF').check();
      await resume.generate.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
        .toBe(1);
      await expect(
        page.getByTestId('toast').getByText('Resume Generated', { exact: true }),
      ).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.locator('.sf-resume-print [data-template="classic"]')).toBeVisible();
      await expect(page.locator('.sf-resume-print .rs__project')).toHaveCount(CAPS.Classic);
      await page.emulateMedia({ media: 'screen' });
    });

    await step(
      'html downloads a standalone file with the name and the template’s projects',
      async () => {
        await resume.format('HTML').check();
        for (const name of TEMPLATES) {
          await resume.template(name).check();
          const { download, body } = await resume.downloadWith(() => resume.generate.click());
          expect(download.suggestedFilename()).toBe('Test_User_Resume.html');
          const html = body.toString('utf8');
          expect(html).toContain('Test User');
          expect(html.match(/class="rs__project"/g) ?? []).toHaveLength(CAPS[name]);
          expect(html).not.toMatch(/<script/i);
        }
      },
    );

    await step('the html file opens offline looking like the preview', async () => {
      await resume.template('Modern').check();
      const { body } = await resume.downloadWith(() => resume.generate.click());
      const offline = await page.context().newPage();
      await offline.route('**/*', (route) => route.abort());
      await offline.setContent(body.toString('utf8'));
      const article = offline.getByRole('article', { name: 'Resume' });
      await expect(article.getByRole('heading', { level: 1, name: 'Test User' })).toBeVisible();
      const [fileFont, previewFont] = await Promise.all([
        article.evaluate((el) => getComputedStyle(el).fontFamily),
        resume.resume().evaluate((el) => getComputedStyle(el).fontFamily),
      ]);
      expect(fileFont).toBe(previewFont);
      await testInfo.attach('Modern html file', {
        body: await article.screenshot(),
        contentType: 'image/png',
      });
      await offline.close();
    });

    await step('the page fits a 360 px wide phone', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(resume.resume()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await testInfo.attach('360 px', {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });
  });

  test('the docx lists the same projects in the same order as the preview', async ({
    page,
    request,
    signedInUser,
  }) => {
    const ids = await seedProfile(page.request, signedInUser);
    // The oldest projects are the most viewed, so "newest" and "most viewed" disagree.
    await viewProject(request, ids[0], 3);
    await viewProject(request, ids[1], 2);
    await viewProject(request, ids[4], 1);
    const resume = new ResumeBuilderPage(page);
    await resume.goto();
    await resume.format('Word (DOCX)').check();
    await resume.template('Classic').check();
    const titles = resume.resume().locator('.rs__project-title');
    await expect(titles).toHaveCount(CAPS.Classic);
    const previewed = await titles.allTextContents();
    expect(previewed.slice(0, 3)).toEqual([
      'Resume Project 1',
      'Resume Project 2',
      'Resume Project 5',
    ]);
    const { download, body } = await resume.downloadWith(() => resume.generate.click());
    expect(download.suggestedFilename()).toBe('Test_User_Resume.docx');
    expect(body.subarray(0, 2).toString()).toBe('PK');
    const documentXml = readZipEntry(body, 'word/document.xml');
    expect(documentXml).toContain('Test User');
    expect(documentXml!.match(/Resume Project \d/g)).toEqual(previewed);
    await expect(
      page.getByTestId('toast').getByText('Resume Generated', { exact: true }),
    ).toBeVisible();
  });

  test('Share Resume copies the profile link when the device cannot share', async ({
    page,
    context,
    signedInUser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const resume = new ResumeBuilderPage(page);
    await resume.goto();
    await resume.share.click();
    await expect(page.getByTestId('toast').getByText('Link Copied', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('toast').getByText('Resume link copied to clipboard'),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/@${signedInUser.handle}`, page.url()).href);
  });

  test('signed-out visitors are asked to log in', async ({ page }) => {
    await page.goto('/resume');
    await expect(page.getByText('Please log in to access the resume generator')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
