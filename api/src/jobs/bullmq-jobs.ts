import { createHash, randomUUID } from 'node:crypto';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import type { Logger } from 'pino';
import { currentTransaction } from '../db/transactions';
import { createDefinitions } from './definitions';
import type { Jobs, JobsOptions } from './types';

/** One queue holds every kind of job; the kind is the BullMQ job's name. */
const QUEUE = 'jobs';
/** Done jobs are kept this long, so an idempotency key is known for as long. */
const KEEP_DONE_SECONDS = 7 * 24 * 3600;
const KEEP_FAILED = 1000;

/** Custom ids: a key's id is derived from it (BullMQ ignores an add whose id exists). */
const idFor = (name: string, key?: string) =>
  key
    ? `k-${createHash('sha256').update(`${name}\n${key}`).digest('hex').slice(0, 40)}`
    : `j-${randomUUID()}`;

/**
 * Jobs in Redis with BullMQ (REDIS_URL): every instance's Worker takes jobs from one queue;
 * a Worker's jobs are locked for `leaseMs` (renewed while they run), and a job whose Worker died
 * is found stalled and queued again by another.
 */
export function createBullmqJobs(
  redisUrl: string,
  prefix: string,
  logger: Logger,
  options: JobsOptions,
): Jobs {
  const kinds = createDefinitions(logger);
  // Workers block on Redis: their connection must retry forever (BullMQ's documented setting).
  const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err) => logger.warn({ err: err.message }, 'job queue: Redis error'));
  const queue = new Queue(QUEUE, { connection, prefix });
  let worker: Worker | undefined;
  const running = new Set<Promise<void>>();

  /** Runs a job, tracked so stop() can wait for it. */
  function process(job: Job): Promise<void> {
    const run = execute(job);
    const tracked = run.then(
      () => undefined,
      () => undefined,
    );
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
    return run;
  }

  async function execute(job: Job): Promise<void> {
    const maxAttempts = job.opts.attempts ?? 1;
    const run = { id: String(job.id), name: job.name, attempt: job.attemptsMade + 1 };
    const outcome = await kinds.execute(job.data, run, maxAttempts);
    if (outcome.ok) return;
    if (outcome.retryInMs === null) throw new UnrecoverableError(outcome.error);
    throw new Error(outcome.error);
  }

  const waiting = ['waiting', 'delayed', 'prioritized', 'paused', 'waiting-children'] as const;

  return {
    backend: 'bullmq',
    define: (name, definition) => kinds.define(name, definition),

    async enqueue(name, payload, opts = {}) {
      if (!kinds.has(name)) throw new Error(`no job named "${name}"`);
      const id = idFor(name, opts.key);
      const add = async () => {
        await queue.add(name, payload, {
          jobId: id,
          delay: opts.delayMs,
          attempts: kinds.attemptsOf(name),
          backoff: { type: 'definition' },
          removeOnComplete: { age: KEEP_DONE_SECONDS },
          removeOnFail: { count: KEEP_FAILED },
        });
      };
      // Redis is not part of a database transaction: the job is added once it commits.
      const t = currentTransaction();
      if (t)
        t.afterCommit(() =>
          add().catch((err) => logger.error({ err, job: name }, 'could not queue a job')),
        );
      else await add();
      return id;
    },

    start() {
      if (worker) return;
      worker = new Worker(QUEUE, process, {
        connection,
        prefix,
        concurrency: options.concurrency,
        lockDuration: options.leaseMs,
        stalledInterval: options.leaseMs,
        // A job whose worker died twice is failed rather than run a third time.
        maxStalledCount: 2,
        settings: {
          backoffStrategy: (attemptsMade, _type, _err, job) =>
            kinds.backoffOf(job?.name ?? '')(attemptsMade),
        },
      });
      worker.on('error', (err) => logger.warn({ err: err.message }, 'job worker error'));
    },

    async stop() {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), options.graceMs)),
      );
      const late = (await Promise.race([Promise.all(running), grace])) === 'late';
      clearTimeout(timer);
      if (late) {
        // Their locks run out and another worker takes them over (BullMQ's stalled jobs).
        logger.warn({ running: running.size }, 'jobs still running at shutdown; handed back');
      }
      await worker?.close(late);
      await queue.close();
      connection.disconnect();
    },

    async settled() {
      for (;;) {
        const counts = await queue.getJobCounts(...waiting, 'active');
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        // Less the jobs waiting for their time that never ran (read after the counts: a job that
        // moves meanwhile stays counted); a job delayed for a retry still counts.
        const scheduled = total
          ? (await queue.getDelayed()).filter((job) => !job.attemptsStarted && !job.attemptsMade)
              .length
          : 0;
        if (total - scheduled <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    async counts() {
      const c = await queue.getJobCounts(...waiting, 'active', 'failed');
      const queued = waiting.reduce((sum, state) => sum + (c[state] ?? 0), 0);
      return { queued, running: c.active ?? 0, failed: c.failed ?? 0 };
    },

    async failed(limit = 50) {
      const jobs = await queue.getFailed(0, limit - 1);
      return jobs.map((job) => ({
        id: String(job.id),
        name: job.name,
        attempts: job.attemptsMade,
        error: job.failedReason ?? null,
        createdAt: new Date(job.timestamp).toISOString(),
        failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
      }));
    },

    async retry(id) {
      const job = await queue.getJob(id);
      if (!job || (await job.getState()) !== 'failed') return false;
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    },
  };
}
