import { PROJECT_CONTENT_LIMITS } from '@stackfolio/contract';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { NoPreviewError } from './errors';

/** One entry of an archive, from its central directory. */
export interface ZipEntry {
  path: string;
  /** Inflated size in bytes, as the archive declares it. */
  size: number;
  compressedSize: number;
  directory: boolean;
}

type Source = string | Buffer;

/** Opens an archive (a file or a buffer) for reading entry by entry. */
function openZip(source: Source): Promise<yauzl.ZipFile> {
  const options: yauzl.Options = { lazyEntries: true, autoClose: false };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) =>
      error || !zip
        ? reject(new NoPreviewError(`The archive could not be read: ${error?.message}`))
        : resolve(zip);
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

/**
 * Walks the central directory, calling `visit` for each entry until it returns true (stop).
 * Refuses archives over the entry cap (known before reading any entry) and entries whose path
 * leaves the archive (`..`, absolute: yauzl refuses them while reading the directory).
 */
async function eachEntry(
  zip: yauzl.ZipFile,
  visit: (entry: yauzl.Entry) => boolean | Promise<boolean>,
): Promise<void> {
  if (zip.entryCount > PROJECT_CONTENT_LIMITS.zipEntries) {
    throw new NoPreviewError(
      `The archive has ${zip.entryCount} entries, over ${PROJECT_CONTENT_LIMITS.zipEntries}`,
    );
  }
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) =>
      reject(new NoPreviewError(`The archive could not be read: ${error.message}`)),
    );
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      Promise.resolve(entry)
        .then(visit)
        .then((stop) => (stop ? resolve() : zip.readEntry()), reject);
    });
    zip.readEntry();
  });
}

/**
 * Streams one entry through `onChunk` and resolves its inflated length, failing as soon as more
 * than `maxBytes` come out of it: declared sizes may lie, the inflated bytes are counted.
 */
function streamEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  maxBytes: number,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => reject(new NoPreviewError(reason));
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return fail(`The entry could not be read: ${error.message}`);
      let total = 0;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total <= maxBytes) return onChunk(chunk);
        stream.destroy();
        fail(`The entry ${entry.fileName} inflates past ${maxBytes} bytes`);
      });
      stream.on('error', (e: Error) => fail(`The entry could not be read: ${e.message}`));
      stream.on('end', () => resolve(total));
    });
  });
}

/** Runs `use` on the opened archive and closes it whatever happens. */
async function withZip<T>(source: Source, use: (zip: yauzl.ZipFile) => Promise<T>): Promise<T> {
  const zip = await openZip(source);
  try {
    return await use(zip);
  } finally {
    zip.close();
  }
}

/**
 * The entries of an archive, from its central directory (nothing is inflated). NoPreviewError
 * for more than PROJECT_CONTENT_LIMITS.zipEntries entries, inflated sizes declared beyond
 * PROJECT_CONTENT_LIMITS.zipInflatedBytes in total (a zip bomb), or a path outside the archive.
 */
export function listZip(file: Source): Promise<ZipEntry[]> {
  return withZip(file, async (zip) => {
    const entries: ZipEntry[] = [];
    let inflated = 0;
    await eachEntry(zip, (entry) => {
      inflated += entry.uncompressedSize;
      if (inflated > PROJECT_CONTENT_LIMITS.zipInflatedBytes) {
        throw new NoPreviewError(
          `The archive declares more than ${PROJECT_CONTENT_LIMITS.zipInflatedBytes} inflated bytes`,
        );
      }
      const directory = entry.fileName.endsWith('/');
      const path = directory ? entry.fileName.slice(0, -1) : entry.fileName;
      entries.push({
        path,
        size: entry.uncompressedSize,
        compressedSize: entry.compressedSize,
        directory,
      });
      return false;
    });
    return entries;
  });
}

/**
 * One entry's bytes, streamed from the archive; NoPreviewError when the path leaves the archive
 * (`..`, absolute), no such file is there, or it inflates past `maxBytes`.
 */
export async function readZipEntry(
  file: Source,
  entryPath: string,
  maxBytes: number,
): Promise<Buffer> {
  const invalid = yauzl.validateFileName(entryPath);
  if (invalid || entryPath.endsWith('/'))
    throw new NoPreviewError(`Not an entry path: ${entryPath}`);
  return withZip(file, async (zip) => {
    let found: Buffer | null = null;
    await eachEntry(zip, async (entry) => {
      if (entry.fileName !== entryPath) return false;
      const chunks: Buffer[] = [];
      await streamEntry(zip, entry, maxBytes, (chunk) => chunks.push(chunk));
      found = Buffer.concat(chunks);
      return true;
    });
    if (!found) throw new NoPreviewError(`The archive has no entry ${entryPath}`);
    return found;
  });
}

/** Inflates every entry, counting bytes, and fails once the total passes `maxBytes`. */
export async function assertInflatesWithin(file: Source, maxBytes: number): Promise<void> {
  await withZip(file, async (zip) => {
    let total = 0;
    await eachEntry(zip, async (entry) => {
      if (entry.fileName.endsWith('/')) return false;
      total += await streamEntry(zip, entry, maxBytes - total, () => {});
      return false;
    });
  });
}
