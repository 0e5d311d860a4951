import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The configured store: the upload folder by default, or the STORAGE_URL bucket. With S3 the
 * upload folder only holds this instance's temp files, so instances need no shared disk.
 */
export function createStorage(
  config: Pick<Config, 'storage' | 'uploadDir'>,
  logger?: Logger,
): Storage {
  const { storage } = config;
  if (storage.kind === 'disk') return createDiskStorage(config.uploadDir);
  return createS3Storage({ ...storage, tempDir: path.join(config.uploadDir, 'tmp'), logger });
}
