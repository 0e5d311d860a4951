import type { Storage } from './storage';

export interface CopyResult {
  copied: number;
  /** Already in the destination with the same size (a previous, interrupted run copied them). */
  skipped: number;
}

/**
 * Copies every stored object of `from` into `to` under the same key. Resumable: each object is
 * written whole or not at all (a completed S3 upload, or a temp file renamed into place), and an
 * object the destination already holds with the same size is skipped, so running it again after
 * an interruption copies only what is missing. Objects are streamed one at a time.
 */
export async function copyStorage(from: Storage, to: Storage): Promise<CopyResult> {
  const present = new Map<string, number>();
  for await (const entry of to.list()) present.set(entry.key, entry.size);
  const result: CopyResult = { copied: 0, skipped: 0 };
  for await (const entry of from.list()) {
    if (present.get(entry.key) === entry.size) {
      result.skipped += 1;
      continue;
    }
    const object = await from.open(entry.key);
    await to.put(entry.key, object.body, object.size);
    result.copied += 1;
  }
  return result;
}
