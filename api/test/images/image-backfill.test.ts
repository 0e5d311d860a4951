import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import request from 'supertest';
import { runAdminCommand } from '../../src/cli/admin';
import { backfillImages } from '../../src/cli/images-backfill';
import type { Models } from '../../src/db/models';
import { imageKeys } from '../../src/lib/images';
import { sweepOrphanFiles } from '../../src/components/uploads/orphan-sweep';
import { StorageUnavailableError, type Storage } from '../../src/lib/storage';
import { filesUnder } from '../helpers/files';
import { NO_METADATA, inspectServed, photo } from '../helpers/images';
import { createProject } from '../helpers/projects';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { bearer, registerUser, setupTestApp } from '../helpers/test-app';
import { fetchVariants } from './served-variants';

/**
 * `npm run admin -- images` runs images stored before the pipeline (key set,
 * info NULL, served as uploaded with their EXIF and GPS) through it. Runs on SQLite, and on MySQL
 * with TEST_DATABASE_URL.
 */
/**
 * Gives a project an image stored before the pipeline (no info), as the data migrations leave
 * it: the gallery's cover, mirrored on the projects row.
 */
async function givePreviousImage(models: Models, projectId: number, imageKey: string) {
  await models.ProjectImage.create({
    projectId,
    position: 0,
    alt: 'Old',
    imageKey,
    imageInfo: null,
  });
  await models.Project.update({ imageKey, imageInfo: null }, { where: { id: projectId } });
}

describe('npm run admin -- images (backfill of images stored before the pipeline)', () => {
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await setupTestApp({ LOG_LEVEL: 'silent' });
    ({
      token,
      user: { id: userId },
    } = await registerUser(t.app));
  });
  afterAll(() => t.done());

  const lines: string[] = [];
  const admin = () =>
    runAdminCommand(['images'], t.ctx.sequelize, t.ctx.storage, {}, (l) => lines.push(l));
  const stored = () =>
    filesUnder(t.uploadDir)
      .map((f) => path.relative(t.uploadDir, f))
      .filter((f) => f.startsWith('images/'))
      .sort();

  /** An original as the upload path stored it before the pipeline: the uploaded bytes as they came. */
  async function storeOriginal(bytes: Buffer, ext = 'jpg', storage: Storage = t.ctx.storage) {
    const temp = path.join(storage.tempDir, `${randomBytes(16).toString('hex')}.part`);
    fs.writeFileSync(temp, bytes);
    return storage.adopt(temp, 'images', ext);
  }
  /** A project whose image predates the pipeline. */
  async function oldProject(imageKey: string) {
    const { id } = await createProject(
      t.app,
      token,
      { projectUrl: 'https://example.com' },
      {
        file: false,
        image: false,
      },
    );
    await givePreviousImage(t.ctx.models, id, imageKey);
    return id;
  }
  const served = async (url: string) =>
    inspectServed(Buffer.from((await request(t.app).get(url).buffer(true).expect(200)).body));

  it('turns old project images, avatars and headers into variants without metadata, then skips them', async () => {
    const original = await photo(1500, 1000);
    expect((await inspectServed(original)).metadata.gps).toBe(true);
    const projectKey = await storeOriginal(original);
    const projectId = await oldProject(projectKey);
    const avatarKey = await storeOriginal(await photo(400, 400));
    const headerKey = await storeOriginal(await photo(2400, 800));
    await t.ctx.models.User.update(
      { avatarKey, headerImageKey: headerKey },
      { where: { id: userId } },
    );
    expect((await served(`/uploads/${projectKey}`)).metadata.gps).toBe(true);
    // One image uploaded through the pipeline already: the backfill leaves it alone.
    await request(t.app)
      .post('/api/projects')
      .set(bearer(token))
      .field('title', 'New')
      .field('projectUrl', 'https://example.com')
      .attach('image', await photo(500, 400), 'new.jpg')
      .expect(201);

    expect(await admin()).toBe(
      'Processed 3 images (1 avatars, 1 headers), skipped 1 already done, 0 could not be decoded',
    );
    expect(lines).toContain('images: 1/3 processed, 0 failed');
    expect(lines[lines.length - 1]).toBe('images: 3/3 processed, 0 failed');

    const { image, imageUrl } = (await request(t.app).get(`/api/projects/${projectId}`).expect(200))
      .body;
    expect(image).toMatchObject({ width: 1500, height: 1000 });
    expect(imageUrl).toBe(image.src);
    const variants = await fetchVariants(t.app, image);
    // 5 widths (320 to 1500) × 3 formats, `src` once more, the OG crop.
    expect(variants.length).toBe(1 + 5 * 3 + 1);
    for (const v of variants) expect(v.served.metadata).toEqual(NO_METADATA);
    const { avatar, headerImage } = (await request(t.app).get(`/api/users/${userId}`).expect(200))
      .body;
    expect([avatar.width, headerImage.width]).toEqual([256, 1920]);
    for (const v of [
      ...(await fetchVariants(t.app, avatar)),
      ...(await fetchVariants(t.app, headerImage)),
    ]) {
      expect(v.served.metadata).toEqual(NO_METADATA);
    }
    // The originals (with their GPS) are gone once the rows name the variants.
    for (const key of [projectKey, avatarKey, headerKey]) expect(stored()).not.toContain(key);

    // The orphan sweep sees every new variant as named by its row.
    const sweep = await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 });
    expect(sweep.removed).toEqual([]);

    const before = stored();
    expect(await admin()).toBe(
      'Processed 0 images (0 avatars, 0 headers), skipped 4 already done, 0 could not be decoded',
    );
    expect(stored()).toEqual(before);
  });

  it('reports an original it cannot decode or find by row id, leaves it and goes on', async () => {
    const garbageKey = await storeOriginal(randomBytes(5000));
    const garbage = await oldProject(garbageKey);
    const missing = await oldProject('images/missingMissingMissing1.jpg');
    const good = await oldProject(await storeOriginal(await photo(900, 600)));
    const progress: string[] = [];

    const result = await backfillImages(t.ctx.sequelize, t.ctx.models, t.ctx.storage, {
      progress: (l) => progress.push(l),
      pageSize: 2,
    });

    expect(result.processed.project).toBe(1);
    expect(result.failed).toEqual([`project ${garbage}`, `project ${missing}`]);
    // A line per page of two rows, and one per original left as it is.
    expect(progress.filter((l) => /processed/.test(l))).toEqual([
      'images: 0/3 processed, 2 failed',
      'images: 1/3 processed, 2 failed',
    ]);
    expect(progress).toContain(
      `images: project ${garbage} left as it is: The image could not be read: it is damaged, truncated or in a variant of its format that is not supported`,
    );
    expect(progress).toContain(
      `images: project ${missing} left as it is: The stored file is missing`,
    );
    const row = (await t.ctx.models.Project.findByPk(garbage))!;
    expect([row.imageKey, row.imageInfo]).toEqual([garbageKey, null]);
    expect(stored()).toContain(garbageKey);
    expect((await t.ctx.models.Project.findByPk(good))!.imageInfo).not.toBeNull();

    // Through the CLI the ids are in the summary; the bad rows are retried and reported again.
    expect(await admin()).toMatch(
      new RegExp(
        `^Processed 0 images .*, 2 could not be decoded \\(project ${garbage}, project ${missing}\\)$`,
      ),
    );
  });

  it('loses nothing when the store fails mid-way, and a rerun finishes the rest', async () => {
    // The rows the test before left undone are not this test's business.
    await t.ctx.models.Project.update({ imageKey: null }, { where: { imageInfo: null } });
    await t.ctx.models.ProjectImage.destroy({ where: { imageInfo: null } });
    await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 });
    const originals: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      originals.push(await storeOriginal(await photo(700, 500)));
      ids.push(await oldProject(originals[i]));
    }
    // The store stops answering when the second original is read (the first is being processed).
    const failing: Storage = {
      ...t.ctx.storage,
      open: (key) =>
        key === originals[1]
          ? Promise.reject(new StorageUnavailableError('test: store down'))
          : t.ctx.storage.open(key),
    };

    await expect(
      runAdminCommand(['images'], t.ctx.sequelize, failing, {}, () => undefined),
    ).rejects.toThrow(/File storage is temporarily unavailable/);

    const rows = await Promise.all(ids.map((id) => t.ctx.models.Project.findByPk(id)));
    expect(rows[0]!.imageInfo).not.toBeNull();
    expect(rows.slice(1).map((r) => [r!.imageKey, r!.imageInfo])).toEqual([
      [originals[1], null],
      [originals[2], null],
    ]);
    // Every file a row names is there, and nothing is stored that no row names.
    const named = rows.flatMap((r) => imageKeys(r!.imageKey, r!.imageInfo));
    for (const key of named) expect(stored()).toContain(key);
    expect((await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 })).removed).toEqual(
      [],
    );

    expect(await admin()).toMatch(
      /^Processed 2 images \(0 avatars, 0 headers\), skipped \d+ already done, 0 could not be decoded$/,
    );
    for (const id of ids) {
      expect((await t.ctx.models.Project.findByPk(id))!.imageInfo).not.toBeNull();
    }
    for (const key of originals) expect(stored()).not.toContain(key);
  });
  it('leaves an image its owner replaced while it was being processed, and its new files go', async () => {
    const original = await storeOriginal(await photo(700, 500));
    const id = await oldProject(original);
    // The owner uploads a new image right after the backfill has read the old one.
    const racing: Storage = {
      ...t.ctx.storage,
      async open(key) {
        const opened = await t.ctx.storage.open(key);
        const bytes = await buffer(opened.body);
        if (key === original) {
          await request(t.app)
            .put(`/api/projects/${id}`)
            .set(bearer(token))
            .attach('image', await photo(600, 400), 'new.jpg')
            .expect(200);
        }
        return { ...opened, body: Readable.from([bytes]) };
      },
    };

    const result = await backfillImages(t.ctx.sequelize, t.ctx.models, racing);

    expect(result.processed.project).toBe(0);
    const row = (await t.ctx.models.Project.findByPk(id))!;
    expect(row.imageInfo).toMatchObject({ width: 600, height: 400 });
    // Nothing is left that no row names: the backfill's own variants were removed.
    expect((await sweepOrphanFiles(t.ctx.storage, t.ctx.models, { graceMs: 0 })).removed).toEqual(
      [],
    );
  });
});

describe('npm run admin -- images on the S3 driver', () => {
  let s3: TestS3Server;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await setupTestApp({ LOG_LEVEL: 'silent', ...s3.env('site') });
  });
  afterAll(async () => {
    await t.done();
    await s3.stop();
  });

  it('reads the original from the bucket, writes the variants there and removes the original', async () => {
    const { token } = await registerUser(t.app);
    const temp = path.join(t.ctx.storage.tempDir, `${randomBytes(16).toString('hex')}.part`);
    fs.writeFileSync(temp, await photo(800, 600));
    const original = await t.ctx.storage.adopt(temp, 'images', 'jpg');
    const { id } = await createProject(
      t.app,
      token,
      { projectUrl: 'https://example.com' },
      {
        file: false,
        image: false,
      },
    );
    await givePreviousImage(t.ctx.models, id, original);

    expect(
      await runAdminCommand(['images'], t.ctx.sequelize, t.ctx.storage, {}, () => undefined),
    ).toBe(
      'Processed 1 images (0 avatars, 0 headers), skipped 0 already done, 0 could not be decoded',
    );

    await t.settled();
    const row = (await t.ctx.models.Project.findByPk(id))!;
    const owner = (await t.ctx.models.User.findByPk(row.userId))!;
    // Besides the variants: the share cards made when the profile and the image-less project were new.
    const cards = [row.cardKey, owner.cardKey].filter((k): k is string => Boolean(k));
    expect(await s3.keys('site')).toEqual(
      [...imageKeys(row.imageKey, row.imageInfo), ...cards].sort(),
    );
    const { image } = (await request(t.app).get(`/api/projects/${id}`).expect(200)).body;
    for (const v of await fetchVariants(t.app, image))
      expect(v.served.metadata).toEqual(NO_METADATA);
  });
});
