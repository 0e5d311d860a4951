import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Storage } from '../storage';
import { renderImage } from './image-pipeline';
import type { ImageKind } from './image-rules';
import { imageKeys, ogKey, variantKey, type ImageInfo } from './image-variants';

/** A processed image in the store: the key a row names and what the row keeps of it. */
export interface StoredImage {
  key: string;
  info: ImageInfo;
}

/** Removes every stored file of an image (its key and all variants); a missing one is no error. */
export async function removeImage(
  storage: Storage,
  key: string | null | undefined,
  info: ImageInfo | null | undefined,
): Promise<void> {
  for (const k of imageKeys(key, info)) await storage.remove(k);
}

/**
 * Runs the pipeline on `input` (a checked upload's temp file, which goes like `adopt`'s, or a
 * stored original's bytes) and writes all variants under one new key, before any row names it.
 * If writing fails part way, what was written is removed; the caller removes the whole image if
 * its row does not commit.
 */
export async function storeImage(
  storage: Storage,
  input: string | Buffer,
  kind: ImageKind,
): Promise<StoredImage> {
  let rendered;
  try {
    rendered = await renderImage(input, kind);
  } finally {
    if (typeof input === 'string') await fsp.rm(input, { force: true });
  }
  const base = rendered.files.find((f) => f.suffix === null)!;
  const temp = path.join(storage.tempDir, `${randomBytes(16).toString('hex')}.part`);
  await fsp.writeFile(temp, base.data);
  let key: string;
  try {
    key = await storage.adopt(temp, 'images', rendered.fallback);
  } finally {
    await fsp.rm(temp, { force: true });
  }
  const stored = { key, info: rendered.info };
  try {
    for (const file of rendered.files) {
      if (file.suffix === null) continue;
      const target =
        file.suffix === 'og' ? ogKey(key) : variantKey(key, Number(file.suffix), file.format);
      await storage.put(target, Readable.from([file.data]), file.data.length);
    }
  } catch (err) {
    await removeImage(storage, key, rendered.info).catch(() => undefined);
    throw err;
  }
  return stored;
}
