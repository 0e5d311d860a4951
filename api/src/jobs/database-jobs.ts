import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { afterCommit } from '../db/transactions';
import { createDefinitions } from './definitions';
import { createJobRows, type ClaimedJob } from './job-rows';
import type { Jobs, JobsOptions } from './types';

/** Waits for `ms`, or less when `wake` is called; timers never hold the process open. */
function createIdle() {
  const sleepers = new Set<() => void>();
  return {
    wait(ms: number) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        sleepers.add(done);
      });
    },
    wake: () => [...sleepers].forEach((s) => s()),
  };
}

/**
 * Jobs in the `jobs` table: N instances poll it and claim due rows with a lease, so each job runs
 * once; the lease of an instance that died runs out and another instance takes its jobs over.
 */
export function createDatabaseJobs(
  sequelize: Sequelize,
  logger: Logger,
  options: JobsOptions,
): Jobs {
  const rows = createJobRows(sequelize);
  const kinds = createDefinitions(logger);
  const idle = createIdle();
  const running = new Map<number, { job: ClaimedJob; done: Promise<void> }>();
  let workers: Promise<void>[] = [];
  let stopping = false;
  /** The last look for jobs failed (the database is unreachable). */
  let unreachable = false;

  async function run(job: ClaimedJob): Promise<void> {
    const runInfo = { id: String(job.id), name: job.name, attempt: job.attempts };
    if (job.attempts > job.maxAttempts) {
      // Its earlier runs ended with their worker (a crash): as many as it may have.
      const error = 'the worker running it stopped before it finished, on every attempt';
      logger.error({ job: job.name, jobId: runInfo.id }, 'job failed; giving up');
      await rows.fail(job, error, null);
      return;
    }
    const heartbeat = setInterval(
      () =>
        void rows
          .renew(job, options.leaseMs)
          .catch((err) => logger.warn({ err }, 'lease renewal failed')),
      Math.max(100, Math.floor(options.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      const outcome = await kinds.execute(job.payload, runInfo, job.maxAttempts);
      if (outcome.ok) {
        if (!(await rows.complete(job))) {
          logger.warn(
            { job: job.name, jobId: runInfo.id },
            'job finished after its lease was lost',
          );
        }
        return;
      }
      const retryAt = outcome.retryInMs === null ? null : new Date(Date.now() + outcome.retryInMs);
      await rows.fail(job, outcome.error, retryAt);
      if (outcome.retryInMs !== null) setTimeout(idle.wake, outcome.retryInMs + 1).unref();
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function worker(): Promise<void> {
    while (!stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await rows.claim(kinds.names(), randomUUID(), options.leaseMs);
        if (unreachable) logger.info('looking for jobs again');
        unreachable = false;
      } catch (err) {
        // Once per outage, not once per poll.
        if (!unreachable) logger.warn({ err }, 'could not look for jobs; trying again');
        unreachable = true;
      }
      if (!job) {
        await idle.wait(options.pollMs);
        continue;
      }
      const claimed = job;
      const done = run(claimed)
        .catch((err) => logger.error({ err, job: claimed.name }, 'could not record a job run'))
        .finally(() => running.delete(claimed.id));
      running.set(claimed.id, { job: claimed, done });
      await done;
    }
  }

  return {
    backend: 'database',
    define: (name, definition) => kinds.define(name, definition),

    async enqueue(name, payload, opts = {}) {
      if (!kinds.has(name)) throw new Error(`no job named "${name}"`);
      const id = await rows.insert({
        name,
        key: opts.key ?? null,
        payload: JSON.stringify(payload ?? null),
        status: 'queued',
        maxAttempts: kinds.attemptsOf(name),
        runAt: new Date(Date.now() + (opts.delayMs ?? 0)),
      });
      // A job enqueued in a transaction exists for the workers once it commits.
      afterCommit(async () => (opts.delayMs ? undefined : idle.wake()));
      return String(id);
    },

    start() {
      if (workers.length || stopping) return;
      workers = Array.from({ length: options.concurrency }, () => worker());
    },

    async stop() {
      stopping = true;
      idle.wake();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.graceMs)));
      await Promise.race([Promise.all([...running.values()].map((r) => r.done)), grace]);
      clearTimeout(timer);
      for (const { job } of running.values()) {
        logger.warn(
          { job: job.name, jobId: String(job.id) },
          'job still running at shutdown; handed back',
        );
        await rows.handBack(job).catch((err) => logger.error({ err }, 'could not hand a job back'));
      }
      await Promise.race([Promise.all(workers), new Promise((r) => setTimeout(r, 50))]);
    },

    async settled() {
      while (running.size > 0 || (await rows.pending(kinds.names())) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    counts: () => rows.counts(),
    failed: (limit = 50) => rows.failed(limit),
    async retry(id) {
      if (!/^\d+$/.test(id)) return false;
      const queued = await rows.retry(Number(id));
      if (queued) idle.wake();
      return queued;
    },
  };
}
