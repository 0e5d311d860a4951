import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { runAdminCommand } from '../../src/cli/admin';
import { storageAt } from '../../src/cli/storage-copy';
import { createDiskStorage } from '../../src/lib/storage';
import type { Storage } from '../../src/lib/storage';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { setupTestApp } from '../helpers/test-app';

/** `npm run admin -- storage-copy --to s3://…`: a disk store moves into a bucket, resumably. */
describe('storage-copy from the upload folder to a bucket', () => {
  let s3: TestS3Server;
  let t: Awaited<ReturnType<typeof setupTestApp>>;
  let disk: Storage;
  const keys: string[] = [];
  const run = (to: string) =>
    runAdminCommand(['storage-copy', '--to', to], t.ctx.sequelize, disk, s3.env());

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await setupTestApp({ LOG_LEVEL: 'silent' });
    disk = t.ctx.storage;
    for (const [area, ext, size] of [
      ['images', 'png', 2000],
      ['files', 'pdf', 7 * 1024 * 1024],
      ['files', 'zip', 10],
    ] as const) {
      const temp = path.join(disk.tempDir, `${randomBytes(16).toString('hex')}.part`);
      fs.writeFileSync(temp, randomBytes(size));
      keys.push(await disk.adopt(temp, area, ext));
    }
  });
  afterAll(async () => {
    await t.done();
    await s3.stop();
  });

  it('copies every file with the same key and bytes, then copies only what is missing', async () => {
    const to = `s3://${s3.bucket}/moved`;
    expect(await run(to)).toBe(
      `Copied 3 files from ${disk.location} to ${to}, skipped 0 already there`,
    );
    expect(await s3.keys('moved')).toEqual([...keys].sort());
    for (const key of keys) {
      const fromDisk = await buffer((await disk.open(key)).body);
      const bucket = createStorageAt(to);
      expect((await buffer((await bucket.open(key)).body)).equals(fromDisk)).toBe(true);
      bucket.close();
    }

    // An interrupted run: one object never arrived. The next run copies just that one.
    const bucket = createStorageAt(to);
    await bucket.remove(keys[1]);
    bucket.close();
    expect(await run(to)).toBe(
      `Copied 1 files from ${disk.location} to ${to}, skipped 2 already there`,
    );
    expect(await s3.keys('moved')).toEqual([...keys].sort());
  });

  it('copies back into a folder, and explains its usage', async () => {
    const back = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-copy-back-'));
    try {
      expect(await run(back)).toMatch(/^Copied 3 files .* skipped 0 already there$/);
      const copy = createDiskStorage(back);
      // Each copy is read to its end (a stream left open would fail once the folder is removed).
      for (const key of keys) {
        const copied = await buffer((await copy.open(key)).body);
        expect(copied.equals(await buffer((await disk.open(key)).body))).toBe(true);
      }
    } finally {
      fs.rmSync(back, { recursive: true, force: true });
    }
    await expect(runAdminCommand(['storage-copy'], t.ctx.sequelize, disk)).rejects.toThrow(
      /storage-copy --to/,
    );
  });

  /** The same resolution the command uses, so the test reads what it wrote. */
  const createStorageAt = (to: string): Storage => storageAt(to, s3.env());
});
