import request from 'supertest';
import { ELF, GIF, HTML, PDF, PNG, settledTempFiles } from '../helpers/files';
import { inspectServed } from '../helpers/images';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';

const MISSING =
  'Missing required fields: Please provide a title and either a file to upload or a project URL.';

describe('POST /api/projects', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await setupTestApp();
    ({
      token,
      user: { id: userId },
    } = await registerUser(t.app, { firstName: 'Linus', lastName: 'Torvalds' }));
  });
  afterAll(() => t.done());

  const post = () => request(t.app).post('/api/projects').set(bearer(token));

  it('answers 401 when signed out and stores nothing', async () => {
    await request(t.app)
      .post('/api/projects')
      .field('title', 'X')
      .field('projectUrl', 'https://x.dev')
      .expect(401);
  });

  it('creates a project from a file, an image, tags and a URL, returning the spec fields', async () => {
    const res = await post()
      .field('title', '  Kernel  ')
      .field('description', 'An operating system kernel')
      .field('tags', JSON.stringify([' c ', 'os', '', 'C', 'kernel']))
      .field('projectUrl', 'https://kernel.org')
      .attach('file', PDF, {
        filename: 'Design – notes.pdf',
        contentType: 'application/octet-stream',
      })
      .attach('image', PNG, { filename: 'shot.png', contentType: 'image/png' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userId,
      title: 'Kernel',
      slug: 'kernel',
      path: '/@linus-torvalds/kernel',
      description: 'An operating system kernel',
      tags: ['c', 'os', 'kernel'],
      imageUrl: expect.stringMatching(/^\/uploads\/images\/[A-Za-z0-9_-]+\.png$/),
      image: expect.objectContaining({ src: res.body.imageUrl, width: 1, height: 1 }),
      fileName: 'Design – notes.pdf',
      filePath: `/api/projects/${res.body.id}/download`,
      fileType: 'application/pdf',
      fileSize: PDF.length,
      projectUrl: 'https://kernel.org',
      viewCount: 0,
      downloadCount: 0,
      likeCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      user: {
        id: userId,
        handle: 'linus-torvalds',
        firstName: 'Linus',
        lastName: 'Torvalds',
        avatarUrl: null,
        avatar: null,
        jobTitle: null,
      },
      writeup: null,
      writeupHtml: null,
      pinned: false,
      // It has an image: its link previews show that, not a generated card.
      cardUrl: null,
      // The single image is the cover, described by the title; the single file the first file.
      images: [
        {
          id: expect.any(Number),
          url: res.body.imageUrl,
          alt: 'Kernel',
          width: 1,
          height: 1,
          image: res.body.image,
        },
      ],
      files: [
        {
          id: expect.any(Number),
          name: 'Design – notes.pdf',
          size: PDF.length,
          type: 'application/pdf',
          url: `/api/projects/${res.body.id}/files/${res.body.files[0].id}`,
          previewKind: 'pdf',
          preview: 'pending',
        },
      ],
    });

    const image = await request(t.app).get(res.body.imageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // The pipeline's output, not the upload's bytes (test/images covers what it writes).
    expect(await inspectServed(image.body as Buffer)).toMatchObject({ format: 'png', width: 1 });
  });

  it('creates a link-only project (no file) and keeps the GIF image (as a still image)', async () => {
    const res = await post()
      .field('title', 'Site')
      .field('projectUrl', 'http://example.com/site')
      .attach('image', GIF, 'anim.gif')
      .expect(201);
    expect(res.body).toMatchObject({ fileName: null, filePath: null, fileSize: null, tags: [] });
    // A transparent GIF: PNG fallback.
    expect(res.body.imageUrl).toMatch(/\.png$/);
  });

  it.each([
    ['no title', { projectUrl: 'https://x.dev' }],
    ['a blank title', { title: '   ', projectUrl: 'https://x.dev' }],
    ['neither file nor URL', { title: 'Lonely' }],
  ])('answers %s with 400 and the spec "Missing required fields" text', async (_case, fields) => {
    let req = post();
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    const res = await req.expect(400);
    expect(res.body.message).toBe(MISSING);
  });

  it.each([
    ['title', 'x'.repeat(201), 'Title must be under 200 characters'],
    ['projectUrl', 'javascript:alert(1)', 'Invalid URL'],
    ['projectUrl', 'not a url', 'Invalid URL'],
    [
      'tags',
      JSON.stringify(Array.from({ length: 21 }, (_, i) => `t${i}`)),
      'Maximum 20 tags allowed',
    ],
    ['tags', JSON.stringify([1, 2]), 'Tags must be a JSON array of text'],
  ])('rejects %s %j with 400 "%s"', async (field, value, message) => {
    const fields: Record<string, string> = {
      title: 'Valid',
      projectUrl: 'https://ok.dev',
      [field]: value,
    };
    let req = post();
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    const res = await req.expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });

  it.each([
    ['an executable renamed .pdf', 'file', ELF, 'setup.pdf', /Unsupported file type/],
    ['an HTML page renamed .png', 'image', HTML, 'cat.png', /Unsupported image type/],
    ['a PNG sent as the main file', 'file', PNG, 'x.png', /Unsupported file type/],
    [
      'invalid UTF-8 bytes named .txt',
      'file',
      Buffer.from([0x41, 0x42, 0xc3, 0x28, 0x43]),
      'notes.txt',
      /UTF-8/,
    ],
    [
      'text cut in the middle of a character at its end',
      'file',
      Buffer.concat([Buffer.from('a'.repeat(70_000)), Buffer.from('😀').subarray(0, 3)]),
      'notes.txt',
      /UTF-8/,
    ],
    [
      'text with an invalid byte after its first 64 KB',
      'file',
      Buffer.concat([Buffer.from('é'.repeat(40_000)), Buffer.from([0xff]), Buffer.from('ok')]),
      'notes.txt',
      /UTF-8/,
    ],
    ['broken JSON named .json', 'file', Buffer.from('{"a": '), 'data.json', /not valid JSON/],
    [
      'JSON broken after its first 64 KB',
      'file',
      Buffer.from(`[${'"value", '.repeat(10_000)}"last",]`),
      'data.json',
      /not valid JSON/,
    ],
  ])(
    'refuses %s with 415 and leaves no file and no row',
    async (_case, field, bytes, name, message) => {
      const before = await t.ctx.models.Project.count();
      const res = await post()
        .field('title', 'Bad')
        .field('projectUrl', 'https://x.dev')
        .attach(field, bytes, name)
        .expect(415);
      expect(res.body.message).toMatch(message);
      expect(await t.ctx.models.Project.count()).toBe(before);
      expect(await settledTempFiles(t.ctx.storage.tempDir)).toEqual([]);
    },
  );

  it('accepts UTF-8 text and valid JSON files by content', async () => {
    const txt = await post()
      .field('title', 'Notes')
      .attach('file', Buffer.from('héllo wörld\n'), 'notes.txt')
      .expect(201);
    expect(txt.body.fileType).toBe('text/plain; charset=utf-8');
    // Characters of 2, 3 and 4 bytes across every position of the 64 KB read boundary.
    for (const char of ['é', '€', '😀']) {
      for (let shift = 0; shift < Buffer.byteLength(char); shift++) {
        const text = 'a'.repeat(64 * 1024 - shift) + char.repeat(3) + '\n';
        await post()
          .field('title', 'Long')
          .attach('file', Buffer.from(text), 'long.txt')
          .expect(201);
      }
    }
    const json = await post()
      .field('title', 'Data')
      .attach('file', Buffer.from('{"a":[1,2]}'), 'data.json')
      .expect(201);
    expect(json.body.fileType).toBe('application/json');
    const rows = Array.from({ length: 5_000 }, (_, i) => ({ id: i, name: `Row ${i} ✓`, ok: true }));
    await post()
      .field('title', 'Rows')
      .attach('file', Buffer.from(JSON.stringify({ rows })), 'rows.json')
      .expect(201);
  });

  it('answers a second file in the same field with 400', async () => {
    const res = await post()
      .field('title', 'Two')
      .attach('file', PDF, 'a.pdf')
      .attach('file', PDF, 'b.pdf')
      .expect(400);
    expect(res.body.message).toMatch(/more than one file/);
  });
});
