import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HttpError } from '../http';

export type StorageArea = 'images' | 'files';

/** A stored object opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
  modifiedAt: Date;
}

/** One stored object as a listing sees it. */
export interface StoredEntry {
  key: string;
  size: number;
  /** When it was written (adopted): the orphan sweep's grace period counts from here. */
  modifiedAt: Date;
}

/**
 * Where uploaded files live: a local folder (default) or an S3-compatible bucket. Keys are
 * server-generated (`<area>/<random>.<ext>`), never taken from a client, so no client path
 * reaches a folder or a bucket. Every method may throw `StorageUnavailableError` (503) when the
 * store cannot be reached or is too slow; `open` throws `StoredFileMissingError` (404).
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for logs and messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Local folder multer streams incoming files into before they are checked (every driver). */
  readonly tempDir: string;
  /** Stores a checked temp file under a new random key and returns the key; the temp file goes. */
  adopt(tempPath: string, area: StorageArea, ext: string): Promise<string>;
  /** Writes `body` under an existing key (storage-copy); replaces what was there. */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** Opens a stored object for streaming. */
  open(key: string): Promise<StoredObject>;
  /** Deletes a stored object; a missing one is no error. */
  remove(key: string | null | undefined): Promise<void>;
  /** Every stored object whose name the storage itself could have made, in pages. */
  list(): AsyncIterable<StoredEntry>;
  /** Resolves when the store answers (readiness); throws StorageUnavailableError otherwise. */
  check(): Promise<void>;
  /** Releases connections (S3 client sockets). */
  close(): void;
}

const KEY_PATTERN = /^(images|files)\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,8}$/;

export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** A new key in `area` for every driver: 18 random bytes, URL-safe, never reused. */
export const newStorageKey = (area: StorageArea, ext: string): string =>
  `${area}/${randomBytes(18).toString('base64url')}.${ext}`;

/** Throws unless `key` is a name the storage could have made (no traversal, no other prefixes). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
}

/** Seconds a client is told to wait (`Retry-After`) while file storage is unreachable. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is temporarily unavailable. Please try again in a few seconds.';

/** The store could not be reached, refused us or did not answer in time. */
export class StorageUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE, undefined, {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
  }
}

/** A key that a row names but the store does not hold. */
export class StoredFileMissingError extends HttpError {
  constructor() {
    super(404, 'The stored file is missing');
  }
}
