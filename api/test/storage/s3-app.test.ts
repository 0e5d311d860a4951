import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { inspectServed } from '../helpers/images';
import { imageKeys } from '../../src/lib/images';
import { sweepOrphanFiles } from '../../src/components/uploads/orphan-sweep';
import { isStorageKey } from '../../src/lib/storage';
import { GIF, PDF, PNG, filesUnder } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { failWritesTo } from '../reliability/faults';

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/**
 * Everything that touches files, on STORAGE_URL=s3://… against a real S3-protocol server: the
 * bucket holds exactly what the rows name, the upload folder only passing temp files.
 */
describe('the API on S3 storage (s3rver)', () => {
  let s3: TestS3Server;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  const PREFIX = 'site-one';
  /** The storage's own objects in the bucket (foreign ones are left out). */
  const bucket = async () => (await s3.keys(PREFIX)).filter(isStorageKey);
  /** Every key users and projects name. */
  async function referencedKeys() {
    const users = await t.ctx.models.User.findAll();
    const projects = await t.ctx.models.Project.findAll();
    return [
      ...users.flatMap((u) => [
        ...imageKeys(u.avatarKey, u.avatarInfo),
        ...imageKeys(u.headerImageKey, u.headerImageInfo),
        u.cardKey,
      ]),
      ...projects.flatMap((p) => [p.fileKey, p.cardKey, ...imageKeys(p.imageKey, p.imageInfo)]),
    ]
      .filter((k): k is string => Boolean(k))
      .sort();
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await setupTestApp({ LOG_LEVEL: 'silent', ...s3.env(PREFIX) });
  });
  afterAll(async () => {
    await t.done();
    await s3.stop();
  });
  afterEach(async () => {
    // Whatever a test did, the bucket holds exactly the referenced objects and no temp file is left.
    await t.settled();
    expect(await bucket()).toEqual(await referencedKeys());
    expect(filesUnder(t.uploadDir)).toEqual([]);
  });

  it('uploads, downloads (streamed, counted, same headers) and serves images from the bucket', async () => {
    const { token } = await registerUser(t.app);
    const project = await createProject(t.app, token);
    const row = (await t.ctx.models.Project.findByPk(project.id))!;
    expect(await bucket()).toEqual(expect.arrayContaining([row.fileKey, row.imageKey]));

    const download = await request(t.app).get(project.filePath!).buffer(true).expect(200);
    expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toBe('attachment; filename=report.pdf');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['cache-control']).toBe('private, no-store');
    const after = await request(t.app).get(`/api/projects/${project.id}`).expect(200);
    expect(after.body.downloadCount).toBe(1);

    const image = await request(t.app).get(project.imageUrl!).expect(200);
    expect(await inspectServed(Buffer.from(image.body as Buffer))).toMatchObject({
      format: 'png',
      width: 1,
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await request(t.app).get('/uploads/images/neverStoredNeverStored1.png').expect(404);
  });

  it('replaces and deletes project files: the old objects go once the row has committed', async () => {
    const { token } = await registerUser(t.app);
    const project = await createProject(t.app, token);
    await t.settled();
    const before = await bucket();
    const updated = await request(t.app)
      .put(`/api/projects/${project.id}`)
      .set(bearer(token))
      .field('title', 'Replaced')
      .attach('image', GIF, 'new.gif')
      .expect(200);
    expect(await bucket()).not.toContain(keyOf(project.imageUrl!));
    expect(await bucket()).toContain(keyOf(updated.body.imageUrl));
    expect((await bucket()).length).toBe(before.length);

    await request(t.app).delete(`/api/projects/${project.id}`).set(bearer(token)).expect(200);
    expect(await bucket()).not.toContain(keyOf(updated.body.imageUrl));
  });

  it('leaves nothing in the bucket when the row does not commit', async () => {
    const { token } = await registerUser(t.app);
    // The new profile's share card is made first: it is not this upload's.
    await t.settled();
    const before = await bucket();
    const restore = await failWritesTo(t.ctx.sequelize, 'projects', 'INSERT');
    try {
      await request(t.app)
        .post('/api/projects')
        .set(bearer(token))
        .field('title', 'Never stored')
        .attach('file', PDF, 'report.pdf')
        .attach('image', PNG, 'cover.png')
        .expect(500);
    } finally {
      await restore();
    }
    expect(await bucket()).toEqual(before);
  });

  it('replaces profile images and deletes every object of a deleted account', async () => {
    const others = await referencedKeys();
    const { token, agent, credentials } = await registerUser(t.app);
    const first = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .attach('avatar', PNG, 'me.png')
      .attach('headerImage', GIF, 'h.gif')
      .expect(200);
    const second = await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(token))
      .attach('avatar', GIF, 'me.gif')
      .expect(200);
    expect(await bucket()).not.toContain(keyOf(first.body.avatarUrl));
    await request(t.app).get(second.body.avatarUrl).expect(200);
    await createProject(t.app, token);

    const me = (await request(t.app).get('/api/auth/user').set(bearer(token))).body as {
      id: number;
    };
    const mine = (await referencedKeys()).filter((k) => !others.includes(k));
    // Avatar (fallback, AVIF, WebP), header and project image (the same and an OG crop), project file.
    expect(mine.length).toBe(3 + 4 + 4 + 1);
    await agent
      .delete('/api/auth/delete-account')
      .set(bearer(token))
      .send({ password: credentials.password })
      .expect(200);
    expect(await t.ctx.models.User.count({ where: { id: me.id } })).toBe(0);
    expect((await bucket()).filter((k) => mine.includes(k))).toEqual([]);
  });

  it('generates resume documents (they are rendered per request, never stored)', async () => {
    const { token } = await registerUser(t.app);
    await t.settled();
    const before = await bucket();
    const res = await request(t.app)
      .post('/api/resume/generate')
      .set(bearer(token))
      .send({ template: 'modern', format: 'pdf' });
    expect(res.status).toBe(200);
    expect(await bucket()).toEqual(before);
  });

  it('sweeps orphaned objects by listing the bucket, keeping referenced and foreign ones', async () => {
    const { token } = await registerUser(t.app);
    await createProject(t.app, token);
    const orphan = path.join(t.ctx.storage.tempDir, 'orphan.bin');
    fs.writeFileSync(orphan, PNG);
    const orphanKey = await t.ctx.storage.adopt(orphan, 'images', 'png');
    await s3.putRaw(`${PREFIX}/notes/readme.txt`, 'kept');
    const young = await sweepOrphanFiles(t.ctx.storage, t.ctx.models);
    expect(young.removed).toEqual([]);

    const later = await sweepOrphanFiles(t.ctx.storage, t.ctx.models, {
      now: Date.now() + 2 * 60 * 60_000,
    });
    expect(later.removed).toEqual([orphanKey]);
    expect(await s3.keys(PREFIX)).toContain('notes/readme.txt');
  });
});
