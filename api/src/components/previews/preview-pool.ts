import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Preview } from '@stackfolio/content';
import type { PreviewJob } from './preview-worker';

type Answer = { ok: true; preview: Preview } | { ok: false; message: string };

interface Pending {
  job: PreviewJob;
  resolve: (preview: Preview) => void;
  reject: (error: Error) => void;
}

/** The worker's file: its build, or its TypeScript source when the server runs from source. */
function startWorker(): Worker {
  const file = path.join(__dirname, `preview-worker${path.extname(__filename)}`);
  if (!file.endsWith('.ts')) return new Worker(file);
  // From source (tests, `npm run dev`): tsx's documented register API compiles it.
  const boot = `require('tsx/cjs/api').register(); require(${JSON.stringify(file)});`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=@stackfolio/source'] });
}

/**
 * One worker thread that makes previews one at a time: the event loop that answers requests
 * never runs a conversion. A conversion past `timeoutMs` ends its worker (a new one starts for
 * the next job) and fails with a readable error; so does a worker that dies.
 */
export function createPreviewPool({ timeoutMs }: { timeoutMs: number }) {
  const queue: Pending[] = [];
  let worker: Worker | null = null;
  let busy = false;
  let closed = false;

  function next(): void {
    if (busy || closed || queue.length === 0) return;
    const current = queue.shift()!;
    busy = true;
    const w = (worker ??= startWorker());
    const finish = (error: Error | null, preview?: Preview) => {
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      busy = false;
      if (error) current.reject(error);
      else current.resolve(preview!);
      next();
    };
    const discard = () => {
      if (worker === w) worker = null;
      void w.terminate();
    };
    const onMessage = (answer: Answer) =>
      answer.ok ? finish(null, answer.preview) : finish(new Error(answer.message));
    const onError = (error: Error) => {
      discard();
      finish(error);
    };
    const onExit = () => {
      if (worker === w) worker = null;
      finish(new Error('The preview worker stopped'));
    };
    const timer = setTimeout(() => {
      discard();
      finish(new Error(`The preview took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    w.on('message', onMessage);
    w.once('error', onError);
    w.once('exit', onExit);
    w.postMessage(current.job);
  }

  return {
    render(job: PreviewJob): Promise<Preview> {
      if (closed) return Promise.reject(new Error('The preview pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        next();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The server is stopping'));
      await worker?.terminate();
      worker = null;
    },
  };
}

export type PreviewPool = ReturnType<typeof createPreviewPool>;
