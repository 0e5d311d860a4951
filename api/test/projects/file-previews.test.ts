import request from 'supertest';
import { ZipFile } from 'yazl';
import type { FilePreview, ProjectDetail } from '@stackfolio/contract';
import { textPdf } from '../helpers/documents';
import { PNG } from '../helpers/files';
import { PY, projectContentClient } from '../helpers/project-content';
import {
  bearer,
  createTestDatabase,
  registerUser,
  setupTestApp,
  startTestApp,
} from '../helpers/test-app';

/** A zip of `entries`, made in memory. */
function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A notebook with a chart (PNG) and a pandas table among its outputs. */
const NOTEBOOK = Buffer.from(
  JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { language: 'python', name: 'python3', display_name: 'Python 3' } },
    cells: [
      { cell_type: 'markdown', metadata: {}, source: ['## Sales by month'] },
      {
        cell_type: 'code',
        execution_count: 3,
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
            execution_count: 3,
            metadata: {},
            data: {
              'text/html': [
                '<table class="dataframe"><tr><th>month</th></tr><tr><td>May</td></tr></table>',
              ],
              'text/plain': ['  month\n0   May'],
            },
          },
        ],
      },
    ],
  }),
);

describe('file previews, made once when a file is stored', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let c: ReturnType<typeof projectContentClient>;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ token } = await registerUser(t.app));
    c = projectContentClient(t, token);
  });
  afterAll(() => t.done());

  const previewOf = async (project: ProjectDetail, name: string, entry?: string) => {
    const file = project.files.find((f) => f.name === name)!;
    const query = entry === undefined ? '' : `?entry=${encodeURIComponent(entry)}`;
    return request(t.app).get(`${file.url}/preview${query}`);
  };

  it('shows code with numbered, addressable lines, a notebook with its chart and table, and a zip’s tree', async () => {
    const zip = await zipOf({ 'src/main.py': 'print("hi")\n', 'README.md': '# Read me\n' });
    const project = (
      await c
        .post([
          ['files', PY, 'analysis.py'],
          ['files', NOTEBOOK, 'explore.ipynb'],
          ['files', zip, 'code.zip'],
        ])
        .expect(201)
    ).body as ProjectDetail;
    await t.settled();

    const code = (await previewOf(project, 'analysis.py')).body as FilePreview;
    expect(code).toMatchObject({ state: 'ready', kind: 'code' });
    expect(code.html).toContain('id="L2"');
    expect(code.html).toMatch(/class="hljs-keyword"/);
    expect(code.html).not.toMatch(/style=/);

    const notebook = (await previewOf(project, 'explore.ipynb')).body as FilePreview;
    expect(notebook).toMatchObject({ state: 'ready', kind: 'notebook' });
    expect(notebook.html).toContain('<h2');
    expect(notebook.html).toContain('src="data:image/png;base64,');
    expect(notebook.html).toMatch(/<table[^>]*>.*May/s);

    const tree = (await previewOf(project, 'code.zip')).body as FilePreview;
    expect(tree).toMatchObject({ state: 'ready', kind: 'zip' });
    // Entry links lead below the archive's own address: …/files/code.zip/src/main.py.
    expect(tree.html).toContain('href="code.zip/src/main.py"');

    const entry = (await previewOf(project, 'code.zip', 'src/main.py')).body as FilePreview;
    expect(entry).toMatchObject({ state: 'ready', kind: 'code' });
    expect(entry.html).toContain('id="L1"');
  });

  it("shows a PDF's text in the page, and a PDF inside a zip too", async () => {
    const pdf = await textPdf(['Findings', 'The model is 93% accurate <b>today</b>.']);
    const zip = await zipOf({ 'docs/paper.pdf': pdf });
    const project = (
      await c
        .post([
          ['files', pdf, 'paper.pdf'],
          ['files', zip, 'docs.zip'],
        ])
        .expect(201)
    ).body as ProjectDetail;
    await t.settled();

    const shown = (await previewOf(project, 'paper.pdf')).body as FilePreview;
    expect(shown).toMatchObject({ state: 'ready', kind: 'pdf' });
    expect(shown.html).toContain('<p>Findings</p>');
    expect(shown.html).toContain('<p>The model is 93% accurate &#x3C;b>today&#x3C;/b>.</p>');
    const entry = (await previewOf(project, 'docs.zip', 'docs/paper.pdf')).body as FilePreview;
    expect(entry).toMatchObject({ state: 'ready', kind: 'pdf' });
    expect(entry.html).toContain('<p>Findings</p>');
  });

  it('refuses an entry path that climbs out, and entries of a file that is not an archive', async () => {
    const project = (await c.post([['files', PY, 'tool.py']]).expect(201)).body as ProjectDetail;
    const climbing = await previewOf(project, 'tool.py', '../etc/passwd');
    expect(climbing.status).toBe(400);
    expect(climbing.body.message).toBe('The entry must be a path inside the archive, without ".."');
    const notZip = await previewOf(project, 'tool.py', 'a.py');
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toBe('Only a zip archive has entries to preview');
  });

  it('answers an unknown file with 404 "File not found"', async () => {
    const project = (await c.post([['files', PY, 'x.py']]).expect(201)).body as ProjectDetail;
    const res = await request(t.app)
      .get(`/api/projects/${project.id}/files/99999999/preview`)
      .expect(404);
    expect(res.body.message).toBe('File not found');
  });

  it('makes a write-up into HTML with anchored headings, highlighted code and only its own pictures', async () => {
    const writeup = [
      '## How it works',
      '',
      '```py',
      'print(1)',
      '```',
      '',
      '![The chart](gallery:1) ![tracker](https://tracker.example/pixel.png)',
      '',
      '<script>alert(1)</script> [a link](https://example.com)',
    ].join('\n');
    const res = await c.post([['images', PNG, 'chart.png']], ['A chart'], { writeup }).expect(201);
    const project = res.body as ProjectDetail;
    expect(project.writeup).toBe(writeup);
    const html = project.writeupHtml!;
    expect(html).toMatch(/<h2 id="how-it-works"/);
    expect(html).toMatch(/class="hljs-built_in"|class="hljs-keyword"/);
    expect(html).toContain(`src="${project.images[0].url}"`);
    // Sized, with the gallery's variants: the page keeps its place and loads what it needs.
    expect(html).toContain(`width="1" height="1" srcset="${project.images[0].image!.srcset}"`);
    expect(html).not.toContain('tracker.example');
    expect(html).not.toContain('<script');
    expect(html).toContain('rel="nofollow ugc noopener"');

    // A gallery change makes it again: without the picture, the write-up shows none.
    const put = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(token))
      .field('removeImages', JSON.stringify([project.images[0].id]))
      .expect(200);
    expect((put.body as ProjectDetail).writeupHtml).not.toContain('<img');
  });
});

describe('previews left unmade by a stop', () => {
  it('are made when the server starts again', async () => {
    const db = await createTestDatabase();
    const first = await startTestApp(db);
    const { token } = await registerUser(first.app);
    const project = (
      await projectContentClient({ ...first, db, done: async () => {} }, token)
        .post([['files', PY, 'late.py']])
        .expect(201)
    ).body as ProjectDetail;
    await first.settled();
    // As if the server had stopped before making it.
    await first.ctx.models.ProjectFile.update(
      { previewState: 'pending', previewKey: null },
      { where: { projectId: project.id } },
    );
    await first.close();

    const second = await startTestApp(db, { UPLOAD_DIR: first.config.uploadDir });
    try {
      await second.settled();
      const res = await request(second.app).get(`${project.files[0].url}/preview`).expect(200);
      expect(res.body).toMatchObject({ state: 'ready', kind: 'code' });
    } finally {
      await second.close();
      await db.drop();
    }
  });
});
