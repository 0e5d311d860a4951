import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  rawPage,
  registerUser,
  step,
  test,
  zipOf,
} from '../fixtures';
import { ProjectForm } from '../pages/project-upload';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0d00000048101800e02c5240000000049454e44ae426082',
  'hex',
);

/** A script that ran would set `window.__xss`. */
const XSS = `<script>window.__xss='md'</script><img src=x onerror="window.__xss='img'">`;

const README = [
  '## How it works',
  '',
  'Sales are read, cleaned and charted. ![The chart](gallery:1)',
  '',
  '```py',
  'def mean(xs):',
  '    return sum(xs) / len(xs)',
  '```',
  '',
  `[a trap](javascript:window.__xss='link') ${XSS}`,
].join('\n');

const NOTEBOOK = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { language: 'python', name: 'python3', display_name: 'Python 3' } },
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['## Sales by month'] },
    {
      cell_type: 'code',
      execution_count: 1,
      metadata: {},
      source: ['df.plot()'],
      outputs: [
        {
          output_type: 'display_data',
          metadata: {},
          data: { 'image/png': PNG.toString('base64'), 'text/plain': ['<Figure>'] },
        },
        {
          output_type: 'execute_result',
          execution_count: 1,
          metadata: {},
          data: {
            'text/html': [
              `<table class="dataframe"><tr><th>month</th></tr><tr><td>May</td></tr></table>${XSS}`,
            ],
            'text/plain': ['  month\n0   May'],
          },
        },
      ],
    },
  ],
});

/** The project as its owner makes it: through the Upload form, write-up previewed before sending. */
async function uploadThroughTheForm(page: Page, title: string) {
  const form = new ProjectForm(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload New Project' })).toBeVisible();
  await expectNoA11yViolations(page);
  await form.title.fill(title);
  await page.getByLabel('Description').fill('Monthly sales, cleaned and charted.');
  await page.getByLabel('Tags').fill('python, pandas');
  const zip = await zipOf({ 'src/clean.py': 'import pandas as pd\nprint(pd.__version__)\n' });
  await form.addFiles([
    { name: 'README.md', mimeType: 'text/markdown', buffer: Buffer.from(README) },
    { name: 'sales.ipynb', mimeType: 'application/json', buffer: Buffer.from(NOTEBOOK) },
    { name: 'code.zip', mimeType: 'application/zip', buffer: zip },
  ]);
  await form.addImages([
    { name: 'chart.png', mimeType: 'image/png', buffer: PNG, alt: 'A bar chart of sales' },
    { name: 'map.png', mimeType: 'image/png', buffer: PNG, alt: 'A map of stores' },
    { name: 'team.png', mimeType: 'image/png', buffer: PNG, alt: 'The team' },
  ]);
  await form.typeWriteup(README);
  await form.showPreview();
  await expect(form.preview.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expect(form.preview.locator('.hljs-keyword').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
  await expectNoA11yViolations(page);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/projects',
  );
  await page.getByRole('button', { name: 'Upload Project' }).click();
  const created = await answer;
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: number; path: string };
  await expect(page).toHaveURL(project.path);
  return project;
}

/** No user text ran as script, and the page asked no other origin for anything. */
async function expectNothingRan(page: Page, foreign: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
  expect(foreign).toEqual([]);
}

test.describe('@projects a project has a page people can look at', () => {
  test('upload with a write-up, a notebook, a zip and three pictures; look at it signed out; rename it', async ({
    page: ownerPage,
    request,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    // Registered from the owner's browser: its session cookie signs the page in, as a person's would.
    const owner = await registerUser(ownerPage.request, { firstName: 'Dana', lastName: 'Scully' });
    await ownerPage.addInitScript(
      (token) => window.localStorage.setItem('authToken', token),
      owner.token,
    );
    const project = await step('the owner uploads it through the Upload form', () =>
      uploadThroughTheForm(ownerPage, 'Sales Study'),
    );
    expect(project.path).toBe(`/@${owner.handle}/sales-study`);

    await step(
      'the Edit page shows its files, pictures and write-up; axe passes in both themes',
      async () => {
        await ownerPage.goto(`/projects/${project.id}/edit`);
        await expect(ownerPage.getByLabel('Alt text for Image 1')).toHaveValue(
          'A bar chart of sales',
        );
        await expect(ownerPage.getByRole('button', { name: 'Remove sales.ipynb' })).toBeVisible();
        await expectNoA11yViolations(ownerPage);
        await ownerPage.context().addCookies([{ name: 'sf-theme', value: 'dark', url: baseURL! }]);
        for (const path of ['/upload', `/projects/${project.id}/edit`]) {
          await ownerPage.goto(path);
          await expect(ownerPage.locator('html')).toHaveAttribute('data-theme', 'dark');
          await expect(ownerPage.getByLabel('Title', { exact: true })).toBeVisible();
          await expectNoA11yViolations(ownerPage);
        }
      },
    );

    await step('a crawler reads the page without JavaScript', async () => {
      const { status, html } = await rawPage(playwright, baseURL!, project.path);
      expect(status).toBe(200);
      expect(html).toMatch(/<h1[^>]*>Sales Study<\/h1>/);
      expect(html).toMatch(/<h2 id="how-it-works"/);
      expect(html).toMatch(/class="hljs-keyword"/);
      expect(html).toContain('alt="A bar chart of sales"');
      expect(html).toContain(`href="${project.path}/files/sales.ipynb"`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${project.path}"`);
    });

    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await visitor.newPage();
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    try {
      await step('a visitor sees the write-up, the gallery and the files', async () => {
        await page.goto(project.path);
        await expect(page.getByRole('heading', { level: 1, name: 'Sales Study' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
        for (const alt of ['A bar chart of sales', 'A map of stores', 'The team'])
          await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'sales.ipynb', exact: true })).toBeVisible();
        await expectNothingRan(page, foreign);
        await expectNoA11yViolations(page);
      });

      await step('the gallery opens in a lightbox the keyboard can work', async () => {
        await page.getByRole('button', { name: /^Open picture 1 of 3/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Picture 1 of 3' });
        await expect(dialog).toBeVisible();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('dialog', { name: 'Picture 2 of 3' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      });

      await step('the notebook shows its chart and table, and no output ran', async () => {
        await page.getByRole('link', { name: 'sales.ipynb', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'sales.ipynb' })).toBeVisible();
        await expect(page.locator('img[src^="data:image/png"]').first()).toBeVisible();
        await expect(page.getByRole('cell', { name: 'May' })).toBeVisible();
        await expectNothingRan(page, foreign);
        await expectNoA11yViolations(page);
      });

      await step(
        'the zip lists its entries, and an entry opens with its lines addressable',
        async () => {
          await page.goto(`${project.path}/files/code.zip`);
          await page.getByRole('link', { name: 'clean.py', exact: true }).click();
          await expect(page).toHaveURL(`${project.path}/files/code.zip/src/clean.py`);
          await expect(page.getByRole('heading', { level: 1, name: 'src/clean.py' })).toBeVisible();
          await page.goto(`${project.path}/files/code.zip/src/clean.py#L2`);
          await expect(page.locator('#L2')).toHaveClass(/line-highlight/);
          await expectNoA11yViolations(page);
        },
      );

      await step('in the dark theme too, axe finds nothing', async () => {
        await visitor.addCookies([{ name: 'sf-theme', value: 'dark', url: baseURL! }]);
        for (const path of [project.path, `${project.path}/files/README.md`]) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoA11yViolations(page);
        }
      });
    } finally {
      await visitor.close();
    }

    await step('after a rename the old address leads to the new one', async () => {
      const renamed = await request.put(`/api/projects/${project.id}`, {
        headers: { Authorization: `Bearer ${owner.token}` },
        multipart: { title: 'Sales Study 2026' },
      });
      expect(renamed.status()).toBe(200);
      const old = await request.get(project.path, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/@${owner.handle}/sales-study-2026`);
    });
  });
});
