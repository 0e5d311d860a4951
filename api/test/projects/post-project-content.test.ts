import request from 'supertest';
import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  type ProjectDetail,
} from '@stackfolio/contract';
import { sweepOrphanFiles } from '../../src/components/uploads/orphan-sweep';
import { UPLOAD_MESSAGES } from '../../src/lib/uploads';
import { textPdf } from '../helpers/documents';
import { ELF, GIF, PDF, PNG, asBytes } from '../helpers/files';
import { MD, NOTEBOOK, PY, projectContentClient } from '../helpers/project-content';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

describe('POST /api/projects with files, images and imageAlts (a gallery and several files)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let c: ReturnType<typeof projectContentClient>;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ token } = await registerUser(t.app));
    c = projectContentClient(t, token);
  });
  afterAll(() => t.done());

  it('keeps several files and images in the order sent, each file downloadable by its url', async () => {
    const REPORT = await textPdf(['Quarterly report']);
    const res = await c
      .post(
        [
          ['files', REPORT, 'report.pdf'],
          ['files', PY, 'analysis.py'],
          ['files', MD, 'README.md'],
          ['files', NOTEBOOK, 'explore.ipynb'],
          ['images', GIF, 'chart.gif'],
          ['images', PNG, 'map.png'],
        ],
        ['A bar chart of sales', '  A map of the stores  '],
      )
      .expect(201);
    const body = res.body as ProjectDetail;

    expect(body.files.map((f) => [f.name, f.previewKind, f.preview, f.size])).toEqual([
      ['report.pdf', 'pdf', 'pending', REPORT.length],
      ['analysis.py', 'code', 'pending', PY.length],
      ['README.md', 'markdown', 'pending', MD.length],
      ['explore.ipynb', 'notebook', 'pending', NOTEBOOK.length],
    ]);
    expect(body.images.map((i) => i.alt)).toEqual(['A bar chart of sales', 'A map of the stores']);
    expect(body.images[1]).toMatchObject({ width: 1, height: 1, image: { width: 1 } });
    // The card shows the cover and the first file.
    expect(body).toMatchObject({
      imageUrl: body.images[0].url,
      fileName: 'report.pdf',
      filePath: `/api/projects/${body.id}/download`,
    });
    // Once the previews are made, a read answers the same project with every preview ready.
    await t.settled();
    expect((await request(t.app).get(`/api/projects/${body.id}`).expect(200)).body).toEqual({
      ...body,
      files: body.files.map((f) => ({ ...f, preview: 'ready' })),
    });

    for (const [i, bytes] of [REPORT, PY, MD, NOTEBOOK].entries()) {
      const file = await request(t.app)
        .get(body.files[i].url)
        .buffer(true)
        .parse(asBytes)
        .expect(200);
      expect(file.body).toEqual(bytes);
      expect(file.headers['content-disposition']).toContain(body.files[i].name);
    }
    const after = await request(t.app).get(`/api/projects/${body.id}`).expect(200);
    expect(after.body.downloadCount).toBe(4);
  });

  it('refuses an 11th file with 400 "A project may have at most 10 files" and stores nothing', async () => {
    await c.expectNothingStored(
      c.post(c.many(PROJECT_CONTENT_LIMITS.files + 1, 'files')),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyFiles,
    );
    // The single `file` of an older client counts too.
    await c.expectNothingStored(
      c.post([['file', PDF, 'a.pdf'], ...c.many(PROJECT_CONTENT_LIMITS.files, 'files')]),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyFiles,
    );
  });

  it('refuses a 13th image with 400 "A project may have at most 12 images" and stores nothing', async () => {
    const n = PROJECT_CONTENT_LIMITS.images + 1;
    await c.expectNothingStored(
      c.post(
        c.many(n, 'images'),
        Array.from({ length: n }, (_, i) => `Picture ${i}`),
      ),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyImages,
    );
  });

  it.each([
    ['no imageAlts', undefined],
    ['fewer alts than images', ['Only one']],
    ['a blank alt', ['A chart', '   ']],
  ])(
    'refuses images with %s: 400 "Every image needs alt text describing it"',
    async (_case, alts) => {
      await c.expectNothingStored(
        c.post(c.many(2, 'images'), alts),
        400,
        PROJECT_CONTENT_MESSAGES.altRequired,
      );
    },
  );

  it('refuses an alt text over 300 characters', async () => {
    await c.expectNothingStored(
      c.post(c.many(1, 'images'), ['x'.repeat(PROJECT_CONTENT_LIMITS.imageAlt + 1)]),
      400,
      PROJECT_CONTENT_MESSAGES.altTooLong,
    );
  });

  it.each([
    ['binary content named .py', ELF, 'tool.py', UPLOAD_MESSAGES.badText],
    [
      'a notebook that is not JSON',
      Buffer.from('{"cells": ['),
      'broken.ipynb',
      PROJECT_CONTENT_MESSAGES.badNotebook,
    ],
    [
      'an extension no project takes',
      Buffer.from('MZ'),
      'setup.exe',
      PROJECT_CONTENT_MESSAGES.badFile,
    ],
  ])('refuses %s with 415 and stores nothing', async (_case, bytes, name, message) => {
    await c.expectNothingStored(
      c.post([
        ['files', PY, 'fine.py'],
        ['files', bytes, name],
      ]),
      415,
      message,
    );
  });

  it('keeps an SVG with a script as a source file, inert: a plain-text attachment', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const body = (await c.post([['files', svg, 'logo.svg']]).expect(201)).body as ProjectDetail;
    expect(body.files[0]).toMatchObject({ previewKind: 'code', type: 'text/plain; charset=utf-8' });
    const res = await request(t.app).get(body.files[0].url).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps every gallery image and file through the orphan sweep, and removes them with the project', async () => {
    const body = (
      await c
        .post(
          [
            ['files', PDF, 'a.pdf'],
            ['files', PY, 'b.py'],
            ['images', PNG, 'one.png'],
            ['images', GIF, 'two.gif'],
          ],
          ['One', 'Two'],
        )
        .expect(201)
    ).body as ProjectDetail;
    await t.settled();
    const before = c.stored();
    const { removed } = await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 });
    expect(removed.filter((k) => !k.startsWith('tmp/'))).toEqual([]);
    expect(c.stored()).toEqual(before);

    await request(t.app).delete(`/api/projects/${body.id}`).set(bearer(token)).expect(200);
    for (const image of body.images) expect(c.stored()).not.toContain(image.url.slice(9));
    expect(await t.ctx.models.ProjectFile.count({ where: { projectId: body.id } })).toBe(0);
    await request(t.app).get(body.files[1].url).expect(404);
  });

  it('answers a file id of another project with 404', async () => {
    const mine = (await c.post([['files', PY, 'x.py']]).expect(201)).body as ProjectDetail;
    const other = (await c.post([['files', PY, 'y.py']]).expect(201)).body as ProjectDetail;
    await request(t.app).get(`/api/projects/${other.id}/files/${mine.files[0].id}`).expect(404);
  });
});
