import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are server-generated (`<area>/<random>.<ext>`), never taken
 * from a client, so no client path reaches the file system. The interface leaves room for an
 * S3-compatible driver.
 */
export interface Storage {
  /** Directory multer streams incoming files into before they are checked. */
  readonly tempDir: string;
  /** Moves a checked temp file into place under a new random key and returns the key. */
  adopt(tempPath: string, area: 'images' | 'files', ext: string): Promise<string>;
  open(key: string): fs.ReadStream;
  remove(key: string | null | undefined): Promise<void>;
  /** Absolute path of a key, for `res.sendFile` (local driver only). */
  pathOf(key: string): string;
}

const KEY_PATTERN = /^(images|files)\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,8}$/;

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

export function createDiskStorage(root: string): Storage {
  const tempDir = path.join(root, 'tmp');
  for (const dir of [tempDir, path.join(root, 'images'), path.join(root, 'files')]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    tempDir,
    pathOf,
    async adopt(tempPath, area, ext) {
      const key = `${area}/${randomBytes(18).toString('base64url')}.${ext}`;
      const target = pathOf(key);
      await fsp.rename(tempPath, target);
      // A rename keeps the upload's mtime; the orphan sweep's grace period counts from adoption.
      const now = new Date();
      await fsp.utimes(target, now, now);
      return key;
    },
    open: (key) => fs.createReadStream(pathOf(key)),
    async remove(key) {
      if (!key) return;
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
