import fs from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { countedPassThrough } from './stream-garbage';

/** S3's minimum part size (but for the last); a 50 MB file goes in 10 parts. */
export const PART_SIZE = 5 * 1024 * 1024;
/** Parts sent at once. Each part streams from the file, so this costs sockets, not memory. */
const PARALLEL_PARTS = 2;

export interface FileUploadTarget {
  client: S3Client;
  bucket: string;
  key: string;
}

/**
 * Each part's body reads its byte range from the file as it is sent (64 KB at a time), counted so
 * the chunks already sent are freed as it goes (stream-garbage.ts).
 */
function rangeOf(file: string, start: number, size: number): Readable {
  // pipeline: a read error reaches the body, and a body the SDK drops closes the file.
  return pipeline(
    fs.createReadStream(file, { start, end: start + size - 1 }),
    countedPassThrough(),
    () => undefined,
  );
}

/**
 * The range's CRC32, read from the file beforehand: given with the request, the SDK sends it as a
 * header instead of framing the streamed body as aws-chunked with a trailing checksum (which
 * S3-compatible servers such as s3rver store verbatim). Read through one reused 64 KB buffer: it
 * costs a second read of the range, but no memory per chunk.
 */
async function crc32Of(file: string, start: number, size: number): Promise<string> {
  const handle = await fs.promises.open(file);
  const buf = Buffer.allocUnsafe(Math.min(64 * 1024, Math.max(1, size)));
  let crc = 0;
  try {
    for (let done = 0; done < size;) {
      const { bytesRead } = await handle.read(
        buf,
        0,
        Math.min(buf.length, size - done),
        start + done,
      );
      if (bytesRead === 0) throw new Error(`${file} ended before byte ${start + size}`);
      crc = zlib.crc32(buf.subarray(0, bytesRead), crc);
      done += bytesRead;
    }
  } finally {
    await handle.close();
  }
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc >>> 0);
  return out.toString('base64');
}

/**
 * Uploads a file that is on local disk (an upload's temp file) with its size known: one PUT up to
 * PART_SIZE, else a multipart upload whose parts are read from the file while they are sent.
 * Nothing is assembled in memory — lib-storage, given a stream, buffers every part it has in
 * flight (partSize × (queueSize + 1)), which put a 50 MB upload's RSS growth above 20 MB.
 * A failed multipart upload is aborted, so no parts are left behind.
 */
export async function uploadFile(
  { client, bucket, key }: FileUploadTarget,
  file: string,
  size: number,
): Promise<void> {
  if (size <= PART_SIZE) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: size ? rangeOf(file, 0, size) : Buffer.alloc(0),
        ContentLength: size,
        ChecksumCRC32: await crc32Of(file, 0, size),
      }),
    );
    return;
  }
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ChecksumAlgorithm: 'CRC32' }),
  );
  try {
    const count = Math.ceil(size / PART_SIZE);
    const parts: CompletedPart[] = new Array(count);
    let next = 0;
    let failed = false;
    const worker = async () => {
      for (let i = next++; i < count && !failed; i = next++) {
        const start = i * PART_SIZE;
        const length = Math.min(PART_SIZE, size - start);
        const checksum = await crc32Of(file, start, length);
        const { ETag } = await client
          .send(
            new UploadPartCommand({
              Bucket: bucket,
              Key: key,
              UploadId,
              PartNumber: i + 1,
              Body: rangeOf(file, start, length),
              ContentLength: length,
              ChecksumCRC32: checksum,
            }),
          )
          .catch((err: unknown) => {
            failed = true; // the other worker stops after its part
            throw err;
          });
        parts[i] = { ETag, PartNumber: i + 1, ChecksumCRC32: checksum };
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, count) }, worker));
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (err) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
      .catch(() => undefined);
    throw err;
  }
}
