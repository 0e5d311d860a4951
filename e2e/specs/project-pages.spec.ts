import type { APIRequestContext, Page } from '@playwright/test';
import { ZipFile } from 'yazl';
import { expect, expectNoA11yViolations, rawPage, registerUser, step, test } from '../fixtures';

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

function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function uploadProject(request: APIRequestContext, token: string, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Monthly sales, cleaned and charted.');
  form.append('tags', JSON.stringify(['python', 'pandas']));
  form.append('writeup', README);
  const zip = await zipOf({ 'src/clean.py': 'import pandas as pd\nprint(pd.__version__)\n' });
  const parts: [string, Buffer, string, string][] = [
    ['files', Buffer.from(README), 'README.md', 'text/markdown'],
    ['files', Buffer.from(NOTEBOOK), 'sales.ipynb', 'application/json'],
    ['files', zip, 'code.zip', 'application/zip'],
    ['images', PNG, 'chart.png', 'image/png'],
    ['images', PNG, 'map.png', 'image/png'],
    ['images', PNG, 'team.png', 'image/png'],
  ];
  for (const [field, bytes, name, type] of parts)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('imageAlts', JSON.stringify(['A bar chart of sales', 'A map of stores', 'The team']));
  const created = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; path: string };
}

/** No user text ran as script, and the page asked no other origin for anything. */
async function expectNothingRan(page: Page, foreign: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
  expect(foreign).toEqual([]);
}

test.describe('@projects a project has a page people can look at', () => {
  test('upload with a write-up, a notebook, a zip and three pictures; look at it signed out; rename it', async ({
    request,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const owner = await registerUser(request, { firstName: 'Dana', lastName: 'Scully' });
    const project = await uploadProject(request, owner.token, 'Sales Study');
    expect(project.path).toBe(`/@${owner.handle}/sales-study`);

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
