import request from 'supertest';
import { PROJECT_CONTENT_MESSAGES, type ProjectDetail } from '@stackfolio/contract';
import { UPLOAD_MESSAGES } from '../../src/lib/uploads';
import { GIF, PDF, PNG } from '../helpers/files';
import { MD, PY, projectContentClient } from '../helpers/project-content';
import { registerUser, setupTestApp } from '../helpers/test-app';

describe('PUT /api/projects/{id}: a gallery and files changed, reordered, replaced', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let c: ReturnType<typeof projectContentClient>;
  beforeAll(async () => {
    t = await setupTestApp();
    ({ token } = await registerUser(t.app));
    c = projectContentClient(t, token);
  });
  afterAll(() => t.done());

  it('on PUT adds files and images after the kept ones, removes by id, and counts what it keeps', async () => {
    const created = (
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
    const [a, b] = created.files;
    const [one, two] = created.images;

    const res = await c
      .put(
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
      )
      .expect(200);
    const body = res.body as ProjectDetail;
    expect(body.files.map((f) => f.name)).toEqual(['b.py', 'c.md']);
    expect(body.images.map((i) => i.alt)).toEqual(['Two', 'Three']);
    // The first file and the cover moved with them.
    expect(body).toMatchObject({ fileName: 'b.py', imageUrl: two.url });
    await request(t.app).get(a.url).expect(404);
    expect(c.stored()).not.toContain(one.url.replace('/uploads/', ''));
    expect(b.id).toBe(body.files[0].id);

    // 2 kept + 9 new = 11.
    await c.expectNothingStored(
      c.put(created.id, c.many(9, 'files')),
      400,
      PROJECT_CONTENT_MESSAGES.tooManyFiles,
    );
  });

  it('on PUT reorders the kept images (with changed alts) and files; new ones go after them', async () => {
    const created = (
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
    const [a, b] = created.files;
    const [one, two] = created.images;

    const res = await c
      .put(created.id, [['images', PNG, 'three.png']], ['Three'], {
        gallery: JSON.stringify([
          { id: two.id, alt: 'Two, now the cover' },
          { id: one.id, alt: 'One' },
        ]),
        fileOrder: JSON.stringify([b.id, a.id]),
      })
      .expect(200);
    const body = res.body as ProjectDetail;
    expect(body.images.map((i) => [i.id, i.alt])).toEqual([
      [two.id, 'Two, now the cover'],
      [one.id, 'One'],
      [body.images[2].id, 'Three'],
    ]);
    expect(body.files.map((f) => f.id)).toEqual([b.id, a.id]);
    expect(body).toMatchObject({ imageUrl: two.url, fileName: 'b.py' });

    const message = PROJECT_CONTENT_MESSAGES.galleryFormat;
    // Every kept image once: not one left out, none twice, none removed, each alt given.
    for (const gallery of [
      [{ id: two.id, alt: 'x' }],
      [
        { id: two.id, alt: 'x' },
        { id: two.id, alt: 'x' },
        { id: one.id, alt: 'x' },
      ],
    ]) {
      const refused = await c
        .put(created.id, [], undefined, {
          gallery: JSON.stringify(gallery),
        })
        .expect(400);
      expect(refused.body.message).toBe(message);
    }
    const removedToo = await c
      .put(created.id, [], undefined, {
        removeImages: JSON.stringify([one.id]),
        gallery: JSON.stringify(body.images.map((i) => ({ id: i.id, alt: i.alt }))),
      })
      .expect(400);
    expect(removedToo.body.message).toBe(message);
    const blank = await c
      .put(created.id, [], undefined, {
        gallery: JSON.stringify(body.images.map((i) => ({ id: i.id, alt: ' ' }))),
      })
      .expect(400);
    expect(blank.body.message).toBe(PROJECT_CONTENT_MESSAGES.altRequired);
    const files = await c
      .put(created.id, [], undefined, {
        fileOrder: JSON.stringify([a.id]),
      })
      .expect(400);
    expect(files.body.message).toBe(PROJECT_CONTENT_MESSAGES.fileOrderFormat);
  });

  it('an older client’s single file (today’s formats) replaces the first file, its image the cover (alt: the title)', async () => {
    const created = (
      await c
        .post(
          [
            ['files', PDF, 'first.pdf'],
            ['files', PY, 'second.py'],
            ['images', PNG, 'cover.png'],
            ['images', GIF, 'more.gif'],
          ],
          ['Cover', 'More'],
          { title: 'Legacy Client' },
        )
        .expect(201)
    ).body as ProjectDetail;

    const res = await c
      .put(created.id, [
        ['file', MD, 'new-first.txt'],
        ['image', GIF, 'new-cover.gif'],
      ])
      .expect(200);
    const body = res.body as ProjectDetail;
    expect(body.files.map((f) => f.name)).toEqual(['new-first.txt', 'second.py']);
    expect(body.images.map((i) => i.alt)).toEqual(['Legacy Client', 'More']);
    expect(body).toMatchObject({ fileName: 'new-first.txt', imageUrl: body.images[0].url });

    // Today's formats only, as before: a Markdown file comes through `files`.
    await c.expectNothingStored(
      c.put(created.id, [['file', MD, 'notes.md']]),
      415,
      UPLOAD_MESSAGES.badFile,
    );

    const removed = await c
      .put(created.id, [], undefined, {
        removeFile: 'true',
        removeImage: 'true',
      })
      .expect(200);
    expect(removed.body.files.map((f: { name: string }) => f.name)).toEqual(['second.py']);
    expect(removed.body.images.map((i: { alt: string }) => i.alt)).toEqual(['More']);
    expect(removed.body.imageUrl).toBe(removed.body.images[0].url);
  });
});
