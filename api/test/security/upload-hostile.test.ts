import request from 'supertest';
import { GIF, HTML, PDF, PNG } from '../helpers/files';
import { bearer } from '../helpers/test-app';
import {
  PDF_WITH_JS,
  REAL_JPEG,
  REAL_WEBP,
  SLOPPY_GIF,
  SVG_WITH_SCRIPT,
  gifJsPolyglot,
  gifWithTrailingJs,
  pngOfSize,
  pngWithHtmlAfterEnd,
  pngWithScriptChunk,
  zip,
} from './upload-builders';
import { SETUP_TIMEOUT_MS, setupHostileApp, snapshot, type Harness } from './walker';

type Part = { field: 'file' | 'image'; bytes: Buffer; name: string; type?: string };

/**
 * Polyglots, decompression bombs, absurd archives, lying names and types are refused
 * with a readable 4xx and leave nothing behind (no row, no file), on create and on update.
 */
describe('hostile uploads', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupHostileApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => h.t.done());

  const send = (part: Part, how: 'create' | 'update' | 'avatar') => {
    const { owner } = h.tokens;
    let req =
      how === 'create'
        ? request(h.t.app)
            .post('/api/projects')
            .set(bearer(owner!))
            .field('title', 'Hostile')
            .field('projectUrl', 'https://x.dev')
        : how === 'update'
          ? request(h.t.app).put(`/api/projects/${h.fixtures.projectId}`).set(bearer(owner!))
          : request(h.t.app).patch('/api/users/profile').set(bearer(owner!));
    const field =
      how === 'avatar' ? (part.field === 'image' ? 'avatar' : 'headerImage') : part.field;
    // form-data sends only the basename of `filename`; `filepath` is sent as given.
    const name = part.name.includes('/') ? { filepath: part.name } : { filename: part.name };
    req = req.attach(field, part.bytes, {
      ...name,
      contentType: part.type ?? 'application/octet-stream',
    } as unknown as { filename: string });
    return req;
  };

  const bigZip = (n: number) => zip(Array.from({ length: n }, (_, i) => ({ name: `f${i}.txt` })));
  const refused: Array<[string, Part]> = [
    [
      'PNG + HTML after IEND (polyglot)',
      { field: 'image', bytes: pngWithHtmlAfterEnd(), name: 'cover.png' },
    ],
    [
      'PNG with <script> in a tEXt chunk',
      { field: 'image', bytes: pngWithScriptChunk(), name: 'cover.png' },
    ],
    [
      'GIF/JavaScript polyglot (GIF89a/* … */=alert(1))',
      { field: 'image', bytes: gifJsPolyglot(), name: 'anim.gif' },
    ],
    [
      'GIF with JavaScript after the trailer',
      { field: 'image', bytes: gifWithTrailingJs(GIF), name: 'anim.gif' },
    ],
    [
      'PNG bomb: 100000×100000 with a tiny IDAT',
      { field: 'image', bytes: pngOfSize(100_000, 100_000), name: 'bomb.png' },
    ],
    [
      'PNG of 10000×10000 (100 megapixels)',
      { field: 'image', bytes: pngOfSize(10_000, 10_000), name: 'big.png' },
    ],
    [
      'SVG with script as an image',
      { field: 'image', bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' },
    ],
    [
      'SVG with script as the project file',
      { field: 'file', bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' },
    ],
    [
      'PDF with a JavaScript open action',
      { field: 'file', bytes: PDF_WITH_JS, name: 'report.pdf', type: 'application/pdf' },
    ],
    [
      'HTML named .pdf.html',
      { field: 'file', bytes: HTML, name: 'report.pdf.html', type: 'text/html' },
    ],
    ['PNG named x.png.html (double extension)', { field: 'image', bytes: PNG, name: 'x.png.html' }],
    [
      'PNG named cover.gif (extension ≠ content)',
      { field: 'image', bytes: PNG, name: 'cover.gif' },
    ],
    [
      'PNG declared as text/html',
      { field: 'image', bytes: PNG, name: 'cover.png', type: 'text/html' },
    ],
    [
      'PDF declared as image/png',
      { field: 'file', bytes: PDF, name: 'report.pdf', type: 'image/png' },
    ],
    ['PDF named report.zip', { field: 'file', bytes: PDF, name: 'report.zip' }],
    [
      'zip declaring 4 × 4 GB uncompressed',
      {
        field: 'file',
        bytes: zip([0, 1, 2, 3].map((i) => ({ name: `${i}.bin`, declaredSize: 0xfffffffe }))),
        name: 'bomb.zip',
      },
    ],
    [
      'zip declaring 20 MB from a few bytes (ratio)',
      {
        field: 'file',
        bytes: zip([{ name: 'a.txt', data: Buffer.from('x'), declaredSize: 20 * 1024 * 1024 }]),
        name: 'ratio.zip',
      },
    ],
    [
      'zip whose entries overlap (one local file, many entries)',
      {
        field: 'file',
        bytes: zip([
          { name: 'a.txt', data: Buffer.from('aaaa') },
          { name: 'b.txt', sameOffsetAs: 0 },
        ]),
        name: 'overlap.zip',
      },
    ],
    ['zip with 10001 entries', { field: 'file', bytes: bigZip(10_001), name: 'many.zip' }],
    [
      'zip slip: ../../etc/cron.d/evil',
      {
        field: 'file',
        bytes: zip([{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]),
        name: 'slip.zip',
      },
    ],
    [
      'zip with an absolute entry path',
      {
        field: 'file',
        bytes: zip([{ name: '/etc/passwd', data: Buffer.from('x') }]),
        name: 'abs.zip',
      },
    ],
    [
      'zip with a truncated central directory',
      {
        field: 'file',
        bytes: zip([{ name: 'a.txt', data: Buffer.from('x') }]).subarray(0, 40),
        name: 'cut.zip',
      },
    ],
    ['file name with a NUL byte', { field: 'image', bytes: PNG, name: 'cover\u0000.png' }],
    [
      'file name with a path (../../)',
      { field: 'image', bytes: PNG, name: '../../etc/passwd.png' },
    ],
    [
      'file name with a Windows path',
      { field: 'file', bytes: PDF, name: 'C:\\Users\\x\\report.pdf' },
    ],
    ['file name with a newline', { field: 'file', bytes: PDF, name: 'a\r\nb.pdf' }],
    [
      'over-long file name (300 characters)',
      { field: 'file', bytes: PDF, name: `${'a'.repeat(296)}.pdf` },
    ],
  ];

  it.each(refused)(
    'refuses %s on create, update and profile images, leaving nothing behind',
    async (_label, part) => {
      const before = await snapshot(h);
      for (const how of ['create', 'update', 'avatar'] as const) {
        if (how === 'avatar' && part.field !== 'image') continue;
        const res = await send(part, how);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
        expect(res.body.message).not.toMatch(/Error|at .*:\d+/);
      }
      expect(await snapshot(h)).toEqual(before);
    },
  );

  it('still accepts ordinary files: a zip of real entries, PNG, GIF (sloppy too), JPEG, WebP, a plain PDF', async () => {
    const ok = zip([
      { name: 'src/index.ts', data: Buffer.from('export {};\n') },
      { name: 'README.md', data: Buffer.from('# hi\n') },
    ]);
    const res = await send(
      { field: 'file', bytes: ok, name: 'code.zip', type: 'application/zip' },
      'create',
    )
      .attach('image', GIF, 'a.gif')
      .expect(201);
    expect(res.body.fileType).toBe('application/zip');
    await send({ field: 'image', bytes: PNG, name: 'cover', type: 'image/png' }, 'update').expect(
      200,
    );
    await send(
      { field: 'file', bytes: PDF, name: 'report.pdf', type: 'application/pdf' },
      'update',
    ).expect(200);
    await send(
      { field: 'image', bytes: REAL_JPEG, name: 'me.jpeg', type: 'image/jpeg' },
      'avatar',
    ).expect(200);
    await send(
      { field: 'file', bytes: REAL_WEBP, name: 'header.webp', type: 'image/webp' },
      'avatar',
    ).expect(200);
    await send(
      { field: 'image', bytes: SLOPPY_GIF, name: 'tk.gif', type: 'image/gif' },
      'update',
    ).expect(200);
  });

  it('serves images only as images (nosniff, sandboxed) and files only as attachments', async () => {
    const project = (
      await request(h.t.app).get(`/api/projects/${h.fixtures.projectId}`).expect(200)
    ).body;
    const image = await request(h.t.app).get(project.imageUrl).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    const file = await request(h.t.app)
      .get(`/api/projects/${h.fixtures.projectId}/download`)
      .expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const text = await send(
      { field: 'file', bytes: HTML, name: 'page.txt', type: 'text/plain' },
      'create',
    ).expect(201);
    const html = await request(h.t.app).get(`/api/projects/${text.body.id}/download`).expect(200);
    expect(html.headers['content-type']).toMatch(/^text\/plain/);
    expect(html.headers['content-disposition']).toMatch(/^attachment/);
  });

  it.each([
    '/uploads/images/../files/x.pdf',
    '/uploads/images/%2e%2e%2ffiles%2fx.pdf',
    '/uploads/images/..%5c..%5cetc%5cpasswd',
    '/uploads/images/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/images/x.html',
    '/uploads/images/tmp',
    '/uploads/images/AAAAAAAAAAAAAAAAAAAAAAAA.png%00.html',
    '/uploads/files/AAAAAAAAAAAAAAAAAAAAAAAA.pdf',
  ])('answers %s with a 404, never a file outside the images folder', async (url) => {
    const res = await request(h.t.app).get(url);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/root:|PDF-/);
  });
});
