import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { imageKeys } from '../../src/lib/images';
import { sweepOrphanFiles } from '../../src/components/uploads/orphan-sweep';
import { filesUnder, settledTempFiles } from '../helpers/files';
import { photo } from '../helpers/images';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { pngOfSize } from '../security/upload-builders';

/**
 * An image the pipeline cannot decode leaves no file and no row; replacing, removing
 * or deleting an image (or the account) removes every variant; the orphan sweep knows variants.
 */
describe('image variants: refusals, replacement, deletion, sweep', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await setupTestApp({ LOG_LEVEL: 'silent' });
    ({ token } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const stored = () =>
    filesUnder(t.uploadDir)
      .map((f) => path.relative(t.uploadDir, f))
      .filter((f) => f.startsWith('images/'))
      .sort();
  const keysOf = async (id: number) => {
    const row = (await t.ctx.models.Project.findByPk(id))!;
    return imageKeys(row.imageKey, row.imageInfo).sort();
  };
  const create = (image: Buffer, filename = 'photo.jpg') =>
    request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'Photo')
      .field('projectUrl', 'https://example.com')
      .attach('image', image, filename);

  it.each([
    ['a truncated JPEG', async () => (await photo(800, 600)).subarray(0, 6000), 'cut.jpg'],
    ['a WebP whose picture data is garbage', garbledWebp, 'junk.webp'],
    ['a decompression bomb', async () => pngOfSize(30_000, 30_000), 'bomb.png'],
  ])('refuses %s with a readable 415 and leaves no file or row', async (_l, make, filename) => {
    // The share cards of sign-ups so far are made first: they are not this upload's files.
    await t.settled();
    const before = stored();
    const projects = await t.ctx.models.Project.count();
    const res = await create(await make(), filename).expect(415);
    expect(res.body.message).toMatch(
      /could not be read|damaged or incomplete|dimensions .* are too large/,
    );
    expect(stored()).toEqual(before);
    expect(await t.ctx.models.Project.count()).toBe(projects);
    expect(await settledTempFiles(t.ctx.storage.tempDir)).toEqual([]);
  });

  it('writes every variant before the row, and removes them all on replace and delete', async () => {
    const before = stored();
    const { id } = (await create(await photo(1400, 900)).expect(201)).body;
    const first = await keysOf(id);
    expect(first.length).toBe(1 + 5 * 3 - 1 + 1);
    expect(stored()).toEqual([...before, ...first].sort());

    await request(t.app)
      .put(`/api/projects/${id}`)
      .set(bearer(token))
      .attach('image', await photo(700, 500), 'new.jpg')
      .expect(200);
    const second = await keysOf(id);
    expect(second.some((k) => first.includes(k))).toBe(false);
    expect(stored()).toEqual([...before, ...second].sort());

    await request(t.app).delete(`/api/projects/${id}`).set(bearer(token)).expect(200);
    expect(stored()).toEqual(before);
  });

  it('the orphan sweep keeps the variants of a named image and removes those of a forgotten one', async () => {
    const { id } = (await create(await photo(700, 500)).expect(201)).body;
    const kept = await keysOf(id);
    const { id: gone } = (await create(await photo(700, 500)).expect(201)).body;
    const forgotten = await keysOf(gone);
    // A crash after the files were written, before any row named them: only the files are left.
    await t.ctx.models.Project.destroy({ where: { id: gone } });
    const result = await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 });
    expect(result.removed.sort()).toEqual(expect.arrayContaining(forgotten));
    for (const k of kept) expect(fs.existsSync(path.join(t.uploadDir, k))).toBe(true);
    for (const k of forgotten) expect(fs.existsSync(path.join(t.uploadDir, k))).toBe(false);
  });

  it('account deletion removes every variant of the avatar, header and project images', async () => {
    const other = await registerUser(t.app, { password: 'a-long-password-1' });
    await request(t.app)
      .patch('/api/users/profile')
      .set(bearer(other.token))
      .attach('avatar', await photo(300, 300), 'me.jpg')
      .attach('headerImage', await photo(1500, 500), 'top.jpg')
      .expect(200);
    await request(t.app)
      .post('/api/projects')
      .set(bearer(other.token))
      .field('title', 'Mine')
      .field('projectUrl', 'https://example.com')
      .attach('image', await photo(900, 600), 'p.jpg')
      .expect(201);
    const user = (await t.ctx.models.User.findByPk(other.user.id))!;
    const theirs = [
      ...imageKeys(user.avatarKey, user.avatarInfo),
      ...imageKeys(user.headerImageKey, user.headerImageInfo),
    ];
    expect(theirs.length).toBeGreaterThan(10);
    await request(t.app)
      .delete('/api/auth/delete-account')
      .set(bearer(other.token))
      .send({ password: 'a-long-password-1' })
      .expect(200);
    const left = stored();
    for (const k of theirs) expect(left).not.toContain(k);
  });
});

/** A WebP whose headers are intact (so the structural checks pass) and whose VP8 data is junk. */
async function garbledWebp(): Promise<Buffer> {
  const out = Buffer.from(
    await sharp(await photo(200, 100))
      .webp()
      .toBuffer(),
  );
  out.fill(0x55, 40);
  return out;
}
