import type { ZodType } from 'zod';

/** What a handler is told about the run it is in. */
export interface JobRun {
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
}

export interface JobDefinition<P> {
  /** The payload is checked before every run; one that fails fails the job at once, without retries. */
  schema: ZodType<P>;
  handler(payload: P, run: JobRun): Promise<void>;
  /** Runs in all (a crashed run counts); default 5. */
  attempts?: number;
  /** The wait before run `attempt + 1` after run `attempt` failed; default exponentialBackoff(). */
  backoff?: (attempt: number) => number;
  /** What the log lines of a failure say (default "job failed; retrying" / "… giving up"). */
  messages?: { retrying: string; gaveUp: string };
  /** Fields logged with a failure (never personal data); default none. */
  logFields?: (payload: P) => Record<string, unknown>;
}

export interface EnqueueOptions {
  /** Idempotency key: a job enqueued again with the key of an existing job is that job. */
  key?: string;
  /** Run no earlier than this from now. */
  delayMs?: number;
}

export interface JobCounts {
  queued: number;
  running: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  /** Why its last run failed. */
  error: string | null;
  createdAt: string;
  failedAt: string;
}

/** The job engine: one interface, a database backend and a BullMQ (Redis) backend. */
export interface Jobs {
  readonly backend: 'database' | 'bullmq';
  /** Registers a kind of job; call before start(). */
  define<P>(name: string, definition: JobDefinition<P>): void;
  /**
   * Stores a job and returns its id. The database backend joins the current transaction
   * (db/transactions.ts): the job exists only if that transaction commits.
   */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<string>;
  /** Starts this instance's workers. */
  start(): void;
  /**
   * Stops claiming; running jobs get `graceMs` to finish, then are handed back (queued again,
   * the run not counted) for another instance or the next start.
   */
  stop(): Promise<void>;
  /**
   * Resolves once no job of a defined kind is queued or running (tests), leaving out jobs enqueued
   * for later (`delayMs`) that have not run yet; a job waiting to be retried still counts.
   */
  settled(): Promise<void>;
  counts(): Promise<JobCounts>;
  /** The newest failed jobs first (at most `limit`). */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Queues a failed job again with fresh attempts; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
}

export interface JobsOptions {
  /** Jobs run at once by this instance. */
  concurrency: number;
  /** How long a claimed job is this instance's before another may take it (renewed while it runs). */
  leaseMs: number;
  /** How often idle workers look for due jobs (jobs enqueued here wake them at once). */
  pollMs: number;
  /** How long stop() lets running jobs finish before handing them back. */
  graceMs: number;
}
