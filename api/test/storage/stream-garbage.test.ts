import { PerformanceObserver, constants } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GC_EVERY_BYTES, countedPassThrough } from '../../src/lib/storage';

/**
 * Large streams (uploads, S3 parts, downloads) free the chunks they have passed on as they go,
 * instead of leaving up to 32 MB of them for V8 to collect when it gets round to it. Fails when
 * the V8 behaviour stream-garbage.ts relies on changes (decision record 0102).
 */
describe('streamed chunks are freed as they go', () => {
  it('passes every byte through unchanged and runs a young-generation GC every 8 MB', async () => {
    const minorGcs: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const { kind } = (e as unknown as { detail: { kind: number } }).detail;
        if (kind === constants.NODE_PERFORMANCE_GC_MINOR) minorGcs.push(e.startTime);
      }
    });
    observer.observe({ entryTypes: ['gc'] });

    // One reused 64 KB chunk: the stream itself allocates almost nothing that would fill the
    // young generation, so the GCs seen are the ones the pass-through asked for.
    const chunk = Buffer.alloc(64 * 1024, 7);
    const total = 5 * GC_EVERY_BYTES;
    let left = total / chunk.length;
    let received = 0;
    let intact = true;
    await pipeline(
      new Readable({
        read() {
          this.push(left-- > 0 ? chunk : null);
        },
      }),
      countedPassThrough(),
      new Writable({
        write(c: Buffer, _enc, done) {
          received += c.length;
          intact &&= c.equals(chunk);
          done();
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 50)); // GC entries are delivered asynchronously
    observer.disconnect();

    expect(received).toBe(total);
    expect(intact).toBe(true);
    expect(minorGcs.length).toBeGreaterThanOrEqual(4);
  });
});
