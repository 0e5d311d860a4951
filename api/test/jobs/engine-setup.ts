import type { Sequelize } from 'sequelize';
import { createJobs, type Jobs, type JobsOptions } from '../../src/jobs';
import { createLogger } from '../../src/lib/http';
import { createSequelize } from '../../src/db/sequelize';
import { createTestDatabase, LogCapture, type TestDatabase } from '../helpers/test-app';

export interface Engine {
  jobs: Jobs;
  logs: LogCapture;
  sequelize: Sequelize;
  close(): Promise<void>;
}

const FAST: JobsOptions = { concurrency: 2, leaseMs: 5_000, pollMs: 20, graceMs: 2_000 };

/** One instance's engine on `db` (its own pool, as a separate server would have). */
export function startEngine(db: TestDatabase, options: Partial<JobsOptions> = {}): Engine {
  const sequelize = createSequelize(db.url);
  const logs = new LogCapture();
  const jobs = createJobs(sequelize, createLogger('info', logs), { ...FAST, ...options });
  return {
    jobs,
    logs,
    sequelize,
    async close() {
      await jobs.stop();
      await sequelize.close();
    },
  };
}

export { createTestDatabase };

/** A promise with its resolve, to hold a handler until the test lets it go. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
