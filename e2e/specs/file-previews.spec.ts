import type { APIRequestContext } from '@playwright/test';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import { expect, rawPage, registerUser, step, test, zipOf } from '../fixtures';

const PYTHON = Array.from({ length: 20 }, (_, i) => `value_${i + 1} = ${i + 1}`).join('\n');

const NOTEBOOK = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { language: 'python', name: 'python3', display_name: 'Python 3' } },
  cells: [
    {
      cell_type: 'code',
      execution_count: 7,
      metadata: {},
      source: ['import pandas as pd'],
      outputs: [{ output_type: 'stream', name: 'stdout', text: ['rows: 42\n'] }],
    },
  ],
});

function pdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('Findings of the pricing study');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

function docx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Method', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('We sampled 400 stores.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A project with one file of each kind a page previews; answered once every preview is made. */
async function projectWithEveryKind(request: APIRequestContext, token: string) {
  const files: [string, Buffer, string][] = [
    ['analysis.py', Buffer.from(PYTHON), 'text/x-python'],
    ['NOTES.md', Buffer.from('## Approach\n\n- [x] clean the data'), 'text/markdown'],
    ['explore.ipynb', Buffer.from(NOTEBOOK), 'application/json'],
    ['sales.csv', Buffer.from('month,sales\nMay,120\nJune,135\n'), 'text/csv'],
    ['study.pdf', await pdf(), 'application/pdf'],
    [
      'method.docx',
      await docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['code.zip', await zipOf({ 'src/load.py': 'import csv\n' }), 'application/zip'],
  ];
  const form = new FormData();
  form.append('title', 'Pricing Study');
  for (const [name, bytes, type] of files)
    form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  const created = await request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, path } = (await created.json()) as { id: number; path: string };
  await expect
    .poll(async () => {
      const project = await (await request.get(`/api/projects/${id}`)).json();
      return (project.files as { preview: string }[]).map((f) => f.preview);
    })
    .toEqual(files.map(() => 'ready'));
  return path;
}

test.describe('@projects every kind of file has a page of its own', () => {
  test('code, Markdown, a notebook, CSV, PDF, docx, a zip and an entry in it are in the server’s HTML; #L12 marks line 12', async ({
    request,
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await registerUser(request, { firstName: 'Grace', lastName: 'Hopper' });
    const path = await projectWithEveryKind(request, owner.token);

    await step('a crawler gets each preview in the page, without JavaScript', async () => {
      const expected: [string, RegExp][] = [
        ['analysis.py', /<tr id="L12"[^>]*>.*value_12/s],
        ['NOTES.md', /<h2 id="approach"[\s\S]*type="checkbox"/],
        ['explore.ipynb', /In \[7\]:[\s\S]*rows: 42/],
        ['sales.csv', /<th scope="col">month<\/th>[\s\S]*<td>135<\/td>/],
        ['study.pdf', /<p>Findings of the pricing study<\/p>/],
        ['method.docx', /<h1>Method<\/h1>[\s\S]*We sampled 400 stores\./],
        ['code.zip', /href="code\.zip\/src\/load\.py"/],
        ['code.zip/src/load.py', /<tr id="L1"[^>]*>.*csv/s],
      ];
      for (const [file, content] of expected) {
        const { status, html } = await rawPage(playwright, baseURL!, `${path}/files/${file}`);
        expect(status, file).toBe(200);
        expect(html, file).toMatch(content);
      }
    });

    await step(
      'the page carries a preview once: in its markup, not again in its state',
      async () => {
        const { html } = await rawPage(playwright, baseURL!, `${path}/files/analysis.py`);
        expect(html.split('value_17').length - 1).toBe(1);
      },
    );

    await step(
      'the page shows that markup once the app has taken over, and again after a visit elsewhere',
      async () => {
        await page.goto(`${path}/files/explore.ipynb`);
        await expect(page.locator('[data-hydration="pending"]')).toHaveCount(0);
        await expect(page.getByText('rows: 42')).toBeVisible();
        await page.getByRole('link', { name: 'Pricing Study' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Pricing Study' })).toBeVisible();
        await page.goBack();
        await expect(page.getByText('rows: 42')).toBeVisible();
      },
    );

    await step('#L12 marks line 12 and brings it into view', async () => {
      await page.goto(`${path}/files/analysis.py#L12`);
      await expect(page.locator('#L12')).toHaveClass(/line-highlight/);
      await expect(page.locator('#L11')).not.toHaveClass(/line-highlight/);
      await expect(page.locator('#L12')).toBeInViewport();
    });
  });
});
