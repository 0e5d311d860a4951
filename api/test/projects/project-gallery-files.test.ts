import path from 'node:path';
import request from 'supertest';
import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  type ProjectDetail,
} from '@stackfolio/contract';
import { sweepOrphanFiles } from '../../src/lib/orphan-sweep';
import { UPLOAD_MESSAGES } from '../../src/lib/upload-rules';
import { ELF, GIF, PDF, PNG, asBytes, filesUnder, settledTempFiles } from '../helpers/files';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const PY = Buffer.from('def mean(xs):\n    return sum(xs) / len(xs)\n');
const MD = Buffer.from('# Notes\n\nCafé ☕\n');
const NOTEBOOK = Buffer.from(JSON.stringify({ cells: [], nbformat: 4, nbformat_minor: 5 }));

type Part = [field: 'file' | 'image' | 'files' | 'images', bytes: Buffer, name: string];

describe('a project gallery and files (files, images and imageAlts on POST/PUT)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ token } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const send = (
    req: request.Test,
    fields: Record<string, string>,
    parts: Part[],
    alts?: string[],
  ) => {
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    if (alts) req = req.field('imageAlts', JSON.stringify(alts));
    for (const [field, bytes, name] of parts) req = req.attach(field, bytes, name);
    return req;
  };
  const post = (parts: Part[], alts?: string[], fields: Record<string, string> = {}) =>
    send(
      request(t.app).post('/api/projects').set(bearer(token)),
      { title: 'Gallery', projectUrl: 'https://example.com/', ...fields },
      parts,
      alts,
    );
  const put = (id: number, parts: Part[], alts?: string[], fields: Record<string, string> = {}) =>
    send(request(t.app).put(`/api/projects/${id}`).set(bearer(token)), fields, parts, alts);
  /** Stored files, temp files aside. */
  const stored = () =>
    filesUnder(t.uploadDir)
      .map((f) => path.relative(t.uploadDir, f))
      .filter((f) => !f.startsWith('tmp'))
      .sort();
  /** Refused with `status` and `message`: no row, no stored file, no temp file left. */
  async function expectNothingStored(req: request.Test, status: number, message: string) {
    const before = { rows: await t.ctx.models.Project.count(), files: stored() };
    const res = await req.expect(status);
    expect(res.body.message).toBe(message);
    expect(await t.ctx.models.Project.count()).toBe(before.rows);
    expect(stored()).toEqual(before.files);
    expect(await settledTempFiles(t.ctx.storage.tempDir)).toEqual([]);
  }
  const many = (n: number, field: 'files' | 'images'): Part[] =>
    Array.from({ length: n }, (_, i) =>
      field === 'files' ? [field, PY, `step${i}.py`] : [field, PNG, `shot${i}.png`],
    );

  it('keeps several files and images in the order sent, each file downloadable by its url', async () => {
    const res = await post(
      [
        ['files', PDF, 'report.pdf'],
        ['files', PY, 'analysis.py'],
        ['files', MD, 'README.md'],
        ['files', NOTEBOOK, 'explore.ipynb'],
        ['images', GIF, 'chart.gif'],
        ['images', PNG, 'map.png'],
      ],
      ['A bar chart of sales', '  A map of the stores  '],
    ).expect(201);
    const body = res.body as ProjectDetail;

    expect(body.files.map((f) => [f.name, f.previewKind, f.preview, f.size])).toEqual([
      ['report.pdf', 'pdf', 'pending', PDF.length],
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
    expect((await request(t.app).get(`/api/projects/${body.id}`).expect(200)).body).toEqual(body);

    for (const [i, bytes] of [PDF, PY, MD, NOTEBOOK].entries()) {
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
    await expectNothingStored(
      post(many(PROJECT_CONTENT_LIMITS.files + 1, 'files')),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyFiles,
    );
    // The single `file` of an older client counts too.
    await expectNothingStored(
      post([['file', PDF, 'a.pdf'], ...many(PROJECT_CONTENT_LIMITS.files, 'files')]),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyFiles,
    );
  });

  it('refuses a 13th image with 400 "A project may have at most 12 images" and stores nothing', async () => {
    const n = PROJECT_CONTENT_LIMITS.images + 1;
    await expectNothingStored(
      post(
        many(n, 'images'),
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
      await expectNothingStored(
        post(many(2, 'images'), alts),
        400,
        PROJECT_CONTENT_MESSAGES.altRequired,
      );
    },
  );

  it('refuses an alt text over 300 characters', async () => {
    await expectNothingStored(
      post(many(1, 'images'), ['x'.repeat(PROJECT_CONTENT_LIMITS.imageAlt + 1)]),
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
    await expectNothingStored(
      post([
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
    const body = (await post([['files', svg, 'logo.svg']]).expect(201)).body as ProjectDetail;
    expect(body.files[0]).toMatchObject({ previewKind: 'code', type: 'text/plain; charset=utf-8' });
    const res = await request(t.app).get(body.files[0].url).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('on PUT adds files and images after the kept ones, removes by id, and counts what it keeps', async () => {
    const created = (
      await post(
        [
          ['files', PDF, 'a.pdf'],
          ['files', PY, 'b.py'],
          ['images', PNG, 'one.png'],
          ['images', GIF, 'two.gif'],
        ],
        ['One', 'Two'],
      ).expect(201)
    ).body as ProjectDetail;
    const [a, b] = created.files;
    const [one, two] = created.images;

    const res = await put(
      created.id,
      [
        ['files', MD, 'c.md'],
        ['images', PNG, 'three.png'],
      ],
      ['Three'],
      {
        removeFiles: JSON.stringify([a.id]),
        removeImages: JSON.stringify([one.id]),
      },
    ).expect(200);
    const body = res.body as ProjectDetail;
    expect(body.files.map((f) => f.name)).toEqual(['b.py', 'c.md']);
    expect(body.images.map((i) => i.alt)).toEqual(['Two', 'Three']);
    // The first file and the cover moved with them.
    expect(body).toMatchObject({ fileName: 'b.py', imageUrl: two.url });
    await request(t.app).get(a.url).expect(404);
    expect(stored()).not.toContain(one.url.replace('/uploads/', ''));
    expect(b.id).toBe(body.files[0].id);

    // 2 kept + 9 new = 11.
    await expectNothingStored(
      put(created.id, many(9, 'files')),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyFiles,
    );
  });

  it('an older client’s single file (today’s formats) replaces the first file, its image the cover (alt: the title)', async () => {
    const created = (
      await post(
        [
          ['files', PDF, 'first.pdf'],
          ['files', PY, 'second.py'],
          ['images', PNG, 'cover.png'],
          ['images', GIF, 'more.gif'],
        ],
        ['Cover', 'More'],
        { title: 'Legacy Client' },
      ).expect(201)
    ).body as ProjectDetail;

    const res = await put(created.id, [
      ['file', MD, 'new-first.txt'],
      ['image', GIF, 'new-cover.gif'],
    ]).expect(200);
    const body = res.body as ProjectDetail;
    expect(body.files.map((f) => f.name)).toEqual(['new-first.txt', 'second.py']);
    expect(body.images.map((i) => i.alt)).toEqual(['Legacy Client', 'More']);
    expect(body).toMatchObject({ fileName: 'new-first.txt', imageUrl: body.images[0].url });

    // Today's formats only, as before: a Markdown file comes through `files`.
    await expectNothingStored(
      put(created.id, [['file', MD, 'notes.md']]),
      415,
      UPLOAD_MESSAGES.badFile,
    );

    const removed = await put(created.id, [], undefined, {
      removeFile: 'true',
      removeImage: 'true',
    }).expect(200);
    expect(removed.body.files.map((f: { name: string }) => f.name)).toEqual(['second.py']);
    expect(removed.body.images.map((i: { alt: string }) => i.alt)).toEqual(['More']);
    expect(removed.body.imageUrl).toBe(removed.body.images[0].url);
  });

  it('keeps every gallery image and file through the orphan sweep, and removes them with the project', async () => {
    const body = (
      await post(
        [
          ['files', PDF, 'a.pdf'],
          ['files', PY, 'b.py'],
          ['images', PNG, 'one.png'],
          ['images', GIF, 'two.gif'],
        ],
        ['One', 'Two'],
      ).expect(201)
    ).body as ProjectDetail;
    const before = stored();
    const { removed } = await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 });
    expect(removed.filter((k) => !k.startsWith('tmp/'))).toEqual([]);
    expect(stored()).toEqual(before);

    await request(t.app).delete(`/api/projects/${body.id}`).set(bearer(token)).expect(200);
    for (const image of body.images) expect(stored()).not.toContain(image.url.slice(9));
    expect(await t.ctx.models.ProjectFile.count({ where: { projectId: body.id } })).toBe(0);
    await request(t.app).get(body.files[1].url).expect(404);
  });

  it('answers a file id of another project with 404', async () => {
    const mine = (await post([['files', PY, 'x.py']]).expect(201)).body as ProjectDetail;
    const other = (await post([['files', PY, 'y.py']]).expect(201)).body as ProjectDetail;
    await request(t.app).get(`/api/projects/${other.id}/files/${mine.files[0].id}`).expect(404);
  });
});
