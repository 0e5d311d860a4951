import { createSequelize } from '../../src/db/sequelize';
import { defineModels } from '../../src/db/models';
import { isStorageKey } from '../../src/lib/storage';
import { imageKeys, parseImageInfo } from '../../src/lib/images';
import { GIF, PDF, PNG, filesUnder } from '../helpers/files';
import { availableMysqlServer, createMysqlTestDatabase } from '../helpers/mysql-server';
import { RoundRobinClient } from '../helpers/round-robin-client';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { inspectServed } from '../helpers/images';
import { createTestDatabase, newUser, type TestDatabase } from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API processes with no shared folder: MySQL (TEST_DATABASE_URL or the local server; else one
 * SQLite file), sessions and rate limits in Redis, files in one S3 bucket, each process with its
 * own empty UPLOAD_DIR. A user alternating between them on every request notices nothing, and
 * the bucket ends up holding exactly the objects the rows reference.
 */
describe('two API instances on MySQL + Redis + S3, no shared disk', () => {
  let db: TestDatabase;
  let s3: TestS3Server;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const mysql = await availableMysqlServer();
    db = mysql ? await createMysqlTestDatabase(mysql) : await createTestDatabase();
    s3 = await startS3Server();
    const env = { ...s3.env('shared'), REDIS_URL, ORPHAN_SWEEP_MINUTES: '0' };
    [a, b] = await Promise.all([startServerProcess(db.url, env), startServerProcess(db.url, env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    await db?.drop();
  });

  async function referencedKeys(): Promise<string[]> {
    const sequelize = createSequelize(db.url);
    try {
      const { User, Project } = defineModels(sequelize);
      const users = await User.findAll();
      const projects = await Project.findAll();
      return [
        ...users.flatMap((u) => [
          ...imageKeys(u.avatarKey, parseImageInfo(u.avatarInfo)),
          ...imageKeys(u.headerImageKey, parseImageInfo(u.headerImageInfo)),
        ]),
        ...projects.flatMap((p) => [
          p.fileKey,
          ...imageKeys(p.imageKey, parseImageInfo(p.imageInfo)),
        ]),
      ]
        .filter((k): k is string => Boolean(k))
        .sort();
    } finally {
      await sequelize.close();
    }
  }

  it('uploads, downloads, serves images, replaces and deletes across instances', async () => {
    const user = new RoundRobinClient([a.url, b.url]);
    const credentials = newUser();
    expect((await user.request('POST', '/api/auth/register', credentials)).status).toBe(201);

    const upload = async (title: string, file: Buffer) => {
      const form = new FormData();
      form.set('title', title);
      form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'report.pdf');
      form.set('image', new Blob([PNG], { type: 'image/png' }), 'cover.png');
      const res = await user.request('POST', '/api/projects', form);
      expect(res.status).toBe(201);
      return res.json() as { id: number; imageUrl: string };
    };
    const first = Buffer.concat([PDF, Buffer.from('first version')]);
    const kept = await upload('Kept', first);
    const removed = await upload('Removed later', PDF);

    const download = await user.request('GET', `/api/projects/${kept.id}/download`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(first)).toBe(true);
    const image = await user.request('GET', kept.imageUrl);
    expect(image.status).toBe(200);
    expect(await inspectServed(image.bytes)).toMatchObject({ format: 'png', width: 1 });

    // Replace the file and image on one instance; the other serves the new ones.
    const second = Buffer.concat([PDF, Buffer.from('second version')]);
    const form = new FormData();
    form.set('file', new Blob([second], { type: 'application/pdf' }), 'report-v2.pdf');
    form.set('image', new Blob([GIF], { type: 'image/gif' }), 'cover.gif');
    const replaced = await user.request('PUT', `/api/projects/${kept.id}`, form);
    expect(replaced.status).toBe(200);
    const newImage = (replaced.json() as { imageUrl: string }).imageUrl;
    expect((await user.request('GET', kept.imageUrl)).status).toBe(404);
    // The GIF comes back as the pipeline's still image, its one pixel kept.
    expect(await inspectServed((await user.request('GET', newImage)).bytes)).toMatchObject({
      width: 1,
      height: 1,
    });
    expect(
      (await user.request('GET', `/api/projects/${kept.id}/download`)).bytes.equals(second),
    ).toBe(true);

    const avatar = new FormData();
    avatar.set('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const profile = await user.request('PATCH', '/api/users/profile', avatar);
    expect(profile.status).toBe(200);
    const avatarUrl = (profile.json() as { avatarUrl: string }).avatarUrl;
    expect((await user.request('GET', avatarUrl)).status).toBe(200);

    expect((await user.request('DELETE', `/api/projects/${removed.id}`)).status).toBe(200);
    expect((await user.request('GET', removed.imageUrl)).status).toBe(404);

    expect(user.served).toEqual(user.served.map((_, i) => (i % 2 === 0 ? a.url : b.url)));
    const inBucket = (await s3.keys('shared')).filter(isStorageKey);
    expect(inBucket).toEqual(await referencedKeys());
    // The kept project's file and image and the avatar, each image with its variants.
    expect(inBucket.filter((key) => !/-(\d+|og)\.\w+$/.test(key))).toHaveLength(3);
    // Neither instance kept a file of its own: only passing temp files ever touched the disk.
    expect([...filesUnder(a.uploadDir), ...filesUnder(b.uploadDir)]).toEqual([]);
  }, 60_000);
});
