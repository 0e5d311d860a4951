import { Transform } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Bounds the memory that large streams (uploads, S3 parts, downloads) leave behind.
 *
 * Every chunk of a request body reaches JavaScript as a fresh copy made by Node's HTTP parser,
 * and every chunk of a file read stream is a fresh buffer too (up to 64 KB each, outside the JS
 * heap). Once written on, a chunk is garbage, but only a young-generation GC frees it, and V8
 * forces one for such buffers only when 32 MB of them have piled up (twice its largest
 * semi-space); the few objects a chunk costs on the JS heap rarely fill the young generation
 * first. So a 50 MB upload raised RSS by about 30 MB of chunks that were already on disk (the
 * allocator then keeps the freed pages, and an upload to S3 read the file again in new chunks).
 * A minor GC after every GC_EVERY_BYTES streamed (across all requests) frees them at that pace;
 * it takes about a millisecond, as it only copies the live young objects.
 */
export const GC_EVERY_BYTES = 8 * 1024 * 1024;

type MinorGc = () => void;

/**
 * V8's gc() from a fresh context, without exposing it to the app's own global scope (the way
 * Jest's leak detector gets it); undefined if the runtime refuses. The only engine flag the API
 * sets (docs/decisions/0102-forced-minor-gc-for-streamed-chunks.md).
 */
function minorGc(): MinorGc | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
    return typeof gc === 'function' ? () => gc({ type: 'minor' }) : undefined;
  } catch {
    return undefined;
  }
}

let gc: MinorGc | undefined | null = null;
let streamed = 0;

/** Counts streamed bytes (garbage once passed on); runs a minor GC every GC_EVERY_BYTES. */
export function countStreamed(bytes: number): void {
  streamed += bytes;
  if (streamed < GC_EVERY_BYTES) return;
  streamed = 0;
  if (gc === null) gc = minorGc();
  gc?.();
}

/** A pass-through stream that counts what goes through it with countStreamed. */
export function countedPassThrough(): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      countStreamed(chunk.length);
      done(null, chunk);
    },
  });
}
