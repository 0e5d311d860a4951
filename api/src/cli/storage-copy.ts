import path from 'node:path';
import { loadConfig } from '../config';
import { createStorage, createDiskStorage } from '../lib/storage';
import type { Storage } from '../lib/storage';

/**
 * The destination of `storage-copy --to <target>`: `s3://bucket[/prefix]` with the AWS settings
 * of the environment, or a folder (to move back to disk).
 */
export function storageAt(target: string, env: NodeJS.ProcessEnv): Storage {
  if (target.startsWith('s3://')) {
    return createStorage(loadConfig({ ...env, STORAGE_URL: target }));
  }
  return createDiskStorage(path.resolve(target));
}
