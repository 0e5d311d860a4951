import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { loadConfig } from '../../src/config';
import { createStorage, isStorageKey, type Storage } from '../../src/lib/storage';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

interface Driver {
  storage: Storage;
  /** Writes a file the storage did not make, next to its own (it must be left alone). */
  writeForeign(key: string): Promise<void>;
  /** Every name in the store, foreign ones included. */
  names(): Promise<string[]>;
  done(): Promise<void>;
}

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-contract-'));

async function diskDriver(): Promise<Driver> {
  const dir = scratch();
  const storage = createStorage(loadConfig({ NODE_ENV: 'test', UPLOAD_DIR: dir }));
  return {
    storage,
    async writeForeign(key) {
      fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), 'not ours');
    },
    async names() {
      return ['images', 'files'].flatMap((a) =>
        fs.readdirSync(path.join(dir, a)).map((n) => `${a}/${n}`),
      );
    },
    async done() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let s3: TestS3Server;
async function s3Driver(): Promise<Driver> {
  const dir = scratch();
  const prefix = `site-${randomBytes(4).toString('hex')}`;
  const storage = createStorage(
    loadConfig({ NODE_ENV: 'test', UPLOAD_DIR: dir, ...s3.env(prefix) }),
  );
  return {
    storage,
    writeForeign: (key) => s3.putRaw(`${prefix}/${key}`, 'not ours'),
    names: () => s3.keys(prefix),
    async done() {
      storage.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A checked upload as multer leaves it: a file in the storage's temp folder. */
function tempFile(storage: Storage, bytes: Buffer): string {
  const file = path.join(storage.tempDir, `${randomBytes(16).toString('hex')}.part`);
  fs.writeFileSync(file, bytes);
  return file;
}

const read = async (storage: Storage, key: string) => buffer((await storage.open(key)).body);

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

describe.each([
  ['disk', diskDriver],
  ['S3 (s3rver)', s3Driver],
])('storage contract on %s', (_name, makeDriver) => {
  let d: Driver;
  beforeEach(async () => {
    d = await makeDriver();
  });
  afterEach(() => d.done());

  it('adopts a temp file under a new random key of its area and gives the same bytes back', async () => {
    const bytes = randomBytes(3000);
    const temp = tempFile(d.storage, bytes);
    const key = await d.storage.adopt(temp, 'images', 'png');
    expect(key).toMatch(/^images\/[A-Za-z0-9_-]{24}\.png$/);
    expect(fs.existsSync(temp)).toBe(false);
    const opened = await d.storage.open(key);
    expect(opened.size).toBe(3000);
    expect(Math.abs(opened.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await buffer(opened.body)).equals(bytes)).toBe(true);
    const other = await d.storage.adopt(tempFile(d.storage, bytes), 'images', 'png');
    expect(other).not.toBe(key);
  });

  it('streams a file larger than one multipart part (12 MB) in and out intact', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    const key = await d.storage.adopt(tempFile(d.storage, bytes), 'files', 'zip');
    expect((await read(d.storage, key)).equals(bytes)).toBe(true);
  });

  it('puts a stream under a given key, replacing what was there', async () => {
    const key = 'files/copiedCopiedCopied0001.txt';
    await d.storage.put(key, Readable.from([Buffer.from('first')]), 5);
    await d.storage.put(key, Readable.from([Buffer.from('second')]), 6);
    expect(await text((await d.storage.open(key)).body)).toBe('second');
  });

  it('lists its own objects with sizes and dates, and nothing foreign', async () => {
    const a = await d.storage.adopt(tempFile(d.storage, Buffer.alloc(10)), 'images', 'gif');
    const b = await d.storage.adopt(tempFile(d.storage, Buffer.alloc(20)), 'files', 'pdf');
    await d.writeForeign('images/README.txt');
    await d.writeForeign('notes/x.png');
    const listed = [];
    for await (const entry of d.storage.list()) listed.push(entry);
    expect(listed.map((e) => [e.key, e.size]).sort()).toEqual(
      [
        [a, 10],
        [b, 20],
      ].sort(),
    );
    expect(listed.every((e) => Number.isFinite(e.modifiedAt.getTime()))).toBe(true);
    expect(await d.names()).toEqual(expect.arrayContaining(['images/README.txt']));
  });

  it('removes an object; a missing key (or none) is no error; opening it then is a 404', async () => {
    const key = await d.storage.adopt(tempFile(d.storage, Buffer.from('x')), 'files', 'txt');
    await d.storage.remove(key);
    await d.storage.remove(key);
    await d.storage.remove(null);
    expect(await d.names()).not.toContain(key);
    await expect(d.storage.open(key)).rejects.toMatchObject({ status: 404 });
    await expect(d.storage.open('images/neverStoredNeverStored1.png')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses names it could not have made (no traversal, no other folders)', async () => {
    for (const bad of ['../etc/passwd', 'images/../../x.png', 'tmp/a.part', 'images/a b.png']) {
      expect(isStorageKey(bad)).toBe(false);
      await expect(d.storage.open(bad)).rejects.toThrow(/Refusing storage key/);
      await expect(d.storage.remove(bad)).rejects.toThrow(/Refusing storage key/);
      await expect(d.storage.put(bad, Readable.from(['x']), 1)).rejects.toThrow(
        /Refusing storage key/,
      );
    }
  });

  it('answers a health check', async () => {
    await expect(d.storage.check()).resolves.toBeUndefined();
  });
});
