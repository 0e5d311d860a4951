import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { Sequelize } from 'sequelize';
import { createJobs, type Jobs, type JobsOptions } from '../../src/jobs';
import { createLogger } from '../../src/lib/http';
import { createSequelize } from '../../src/db/sequelize';
import { createTestDatabase, LogCapture, type TestDatabase } from '../helpers/test-app';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export type Backend = 'database' | 'bullmq';

export interface Engine {
  jobs: Jobs;
  logs: LogCapture;
  sequelize: Sequelize;
  close(): Promise<void>;
}

const FAST: JobsOptions = { concurrency: 2, leaseMs: 1_000, pollMs: 20, graceMs: 2_000 };

/**
 * Where one test's jobs live: a fresh database (reused across tests, emptied after each) and,
 * for BullMQ, a Redis key prefix of its own.
 */
export function jobStore(backend: Backend) {
  let db: TestDatabase;
  let prefix = '';
  return {
    async open() {
      db ??= await createTestDatabase();
      prefix = `test-jobs-${randomBytes(6).toString('hex')}`;
    },
    /** One instance's engine (its own pool and Redis connection, as a separate server has). */
    engine(options: Partial<JobsOptions> = {}): Engine {
      const sequelize = createSequelize(db.url);
      const logs = new LogCapture();
      const redis = backend === 'bullmq' ? { url: REDIS_URL, prefix } : undefined;
      const jobs = createJobs(
        sequelize,
        createLogger('info', logs),
        { ...FAST, ...options },
        redis,
      );
      return {
        jobs,
        logs,
        sequelize,
        async close() {
          await jobs.stop();
          await sequelize.close();
        },
      };
    },
    /** Empties the queue for the next test. */
    async clear() {
      const sequelize = createSequelize(db.url);
      await sequelize.query('DELETE FROM jobs');
      await sequelize.close();
      if (backend !== 'bullmq') return;
      const client = createClient({ url: REDIS_URL });
      await client.connect();
      for await (const keys of client.scanIterator({ MATCH: `${prefix}:*` })) {
        const batch = ([] as string[]).concat(keys);
        if (batch.length) await client.del(batch);
      }
      await client.quit();
    },
    drop: () => db?.drop(),
  };
}

/** A promise with its resolve, to hold a handler until the test lets it go. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
