/** Where files live: a disk folder or an S3 bucket behind one Storage interface, and streaming them out. */
export { createStorage } from './create-storage';
export { createDiskStorage } from './disk-storage';
export { PART_SIZE, uploadFile } from './s3-file-upload';
export { createS3Storage } from './s3-storage';
export {
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
  StoredFileMissingError,
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  type Storage,
  type StoredEntry,
  type StoredObject,
} from './storage';
export { GC_EVERY_BYTES, countStreamed, countedPassThrough } from './stream-garbage';
export { streamStored } from './stream-stored';
export { copyStorage, type CopyResult } from './copy-storage';
