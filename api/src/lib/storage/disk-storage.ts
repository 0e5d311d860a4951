import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  StorageUnavailableError,
  StoredFileMissingError,
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  type Storage,
  type StoredEntry,
} from './storage';

const AREAS = ['images', 'files'] as const;

/** The default driver: files in `<root>/images` and `<root>/files`, temp parts in `<root>/tmp`. */
export function createDiskStorage(root: string): Storage {
  const tempDir = path.join(root, 'tmp');
  for (const dir of [tempDir, ...AREAS.map((a) => path.join(root, a))]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  /** The temp file's folder is the store's own, so a rename is atomic and the file is never half there. */
  async function place(target: string, write: () => Promise<void>) {
    const now = new Date();
    await write();
    // A rename keeps the upload's mtime; the orphan sweep's grace period counts from adoption.
    await fsp.utimes(target, now, now);
  }

  return {
    kind: 'disk',
    location: root,
    tempDir,
    async adopt(tempPath, area, ext) {
      const key = newStorageKey(area, ext);
      const target = pathOf(key);
      await place(target, () => fsp.rename(tempPath, target));
      return key;
    },
    async put(key, body) {
      const target = pathOf(key);
      const part = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
      try {
        await pipeline(body, fs.createWriteStream(part));
        await place(target, () => fsp.rename(part, target));
      } finally {
        await fsp.rm(part, { force: true });
      }
    },
    async open(key) {
      const file = pathOf(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) throw new StoredFileMissingError();
      return { body: fs.createReadStream(file), size: stat.size, modifiedAt: stat.mtime };
    },
    async remove(key) {
      if (!key) return;
      await fsp.rm(pathOf(key), { force: true });
    },
    async *list(): AsyncIterable<StoredEntry> {
      for (const area of AREAS) {
        const names = await fsp.readdir(path.join(root, area)).catch(() => [] as string[]);
        for (const name of names) {
          const key = `${area}/${name}`;
          if (!isStorageKey(key)) continue;
          const stat = await fsp.lstat(path.join(root, key)).catch(() => null);
          if (stat?.isFile()) yield { key, size: stat.size, modifiedAt: stat.mtime };
        }
      }
    },
    async check() {
      await fsp.access(root, fs.constants.W_OK).catch((err: NodeJS.ErrnoException) => {
        throw new StorageUnavailableError(`upload folder: ${err.code ?? err.message}`);
      });
    },
    close: () => undefined,
  };
}
