import { Writable } from 'node:stream';
import type { PageSink } from '@stackfolio/contract';

/**
 * React's side of a streamed page. React writes each flush (the shell, then every Suspense area
 * that completes later) as chunks followed by a call to `flush()`; a flush ends at a whole element,
 * so that is where the styles its markup needs are written, ahead of it (styled-components collects
 * them while rendering). Style elements in the body apply at once; styled-components moves them
 * into its own sheet when the browser starts, before hydration.
 */
export class FlushWriter extends Writable {
  private pending: Buffer[] = [];
  private ended = false;

  constructor(
    private readonly sink: PageSink,
    private readonly takeStyles: () => string,
    private readonly tail: () => string,
  ) {
    super();
  }

  _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.pending.push(Buffer.from(chunk));
    done();
  }

  /** Called by React at the end of each flush. */
  flush(): void {
    if (!this.pending.length) return;
    const html = Buffer.concat(this.pending).toString('utf8');
    this.pending = [];
    this.sink.write(this.takeStyles() + html);
    this.sink.flush?.();
  }

  _final(done: () => void): void {
    this.finish();
    done();
  }

  /** React gave up on the stream (a fatal error): the page ends with what was sent. */
  _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.finish();
    done(error);
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.flush();
    this.sink.end(this.tail());
  }
}
