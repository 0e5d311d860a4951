import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Logger } from 'pino';
import { PART_SIZE, uploadFile } from './s3-file-upload';
import {
  StorageUnavailableError,
  StoredFileMissingError,
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  type Storage,
  type StoredEntry,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end ('' for none). */
  prefix: string;
  /** AWS_REGION; the SDK's own resolution when absent (us-east-1 with a custom endpoint). */
  region?: string;
  /** AWS_ENDPOINT_URL_S3 (MinIO, R2, s3rver…): path-style addressing is used with it. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Connect timeout and socket idle timeout of every request: past it, the store is "down". */
  timeoutMs: number;
  /** Local folder for upload temp files (multer writes there before the checks). */
  tempDir: string;
  logger?: Logger;
}

/**
 * Streams of unknown length (image variants, storage-copy) go through lib-storage, which buffers
 * partSize × (queueSize + 1) at most; uploads, which are files on disk, go part by part straight
 * from the file (s3-file-upload.ts).
 */
const QUEUE_SIZE = 2;

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** S3-compatible object storage through the AWS SDK v3 (streamed multipart uploads). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, prefix, logger } = options;
  fs.mkdirSync(options.tempDir, { recursive: true });
  const client = new S3Client({
    region: options.region ?? (options.endpoint ? 'us-east-1' : undefined),
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.credentials,
    // One retry: a store that is down answers 503 within about two timeouts, never hangs a request.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs,
      requestTimeout: options.timeoutMs,
      // Without it the SDK only logs a warning and the request waits for ever.
      throwOnRequestTimeout: true,
    },
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  /** Runs one store operation; anything but "not found" means the store is unusable now. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isNotFound(err)) throw new StoredFileMissingError();
      const reason = `${what}: ${(err as Error).name}: ${(err as Error).message}`;
      logger?.warn({ storage: `s3://${bucket}/${prefix}`, reason }, 'file storage unavailable');
      throw new StorageUnavailableError(reason);
    }
  }

  const upload = async (key: string, body: Readable, size: number) => {
    const Key = objectKey(key);
    return call('upload', async () => {
      await new Upload({
        client,
        params: { Bucket: bucket, Key, Body: body, ContentLength: size },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      }).done();
    });
  };

  return {
    kind: 's3',
    location: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    tempDir: options.tempDir,
    async adopt(tempPath, area, ext) {
      const key = newStorageKey(area, ext);
      const { size } = await fsp.stat(tempPath);
      const target = { client, bucket, key: objectKey(key) };
      await call('upload', () => uploadFile(target, tempPath, size));
      await fsp.rm(tempPath, { force: true });
      return key;
    },
    put: upload,
    async open(key) {
      const Key = objectKey(key);
      const res = await call('get', () =>
        client.send(new GetObjectCommand({ Bucket: bucket, Key })),
      );
      return {
        body: res.Body as Readable,
        size: Number(res.ContentLength ?? 0),
        modifiedAt: res.LastModified ?? new Date(0),
      };
    },
    async remove(key) {
      if (!key) return;
      const Key = objectKey(key);
      await call('delete', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },
    async *list(): AsyncIterable<StoredEntry> {
      const start = prefix ? `${prefix}/` : '';
      let token: string | undefined;
      do {
        const page = await call('list', () =>
          client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }),
          ),
        );
        for (const o of page.Contents ?? []) {
          const key = (o.Key ?? '').slice(start.length);
          if (isStorageKey(key)) {
            yield { key, size: Number(o.Size ?? 0), modifiedAt: o.LastModified ?? new Date(0) };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await call('head bucket', () => client.send(new HeadBucketCommand({ Bucket: bucket }))).catch(
        (err: unknown) => {
          throw err instanceof StoredFileMissingError
            ? new StorageUnavailableError(`bucket ${bucket} does not exist`)
            : err;
        },
      );
    },
    close: () => client.destroy(),
  };
}
