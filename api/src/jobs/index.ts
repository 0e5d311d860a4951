import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { createDatabaseJobs } from './database-jobs';
import type { Jobs, JobsOptions } from './types';

export { exponentialBackoff, fixedBackoff } from './backoff';
export type {
  EnqueueOptions,
  FailedJob,
  JobCounts,
  JobDefinition,
  JobRun,
  Jobs,
  JobsOptions,
} from './types';

/**
 * The instance's job engine. Jobs live in the database's `jobs` table (migration 0018), shared
 * by every instance on that database; docs/decisions/0014-job-engine.md says why.
 */
export function createJobs(sequelize: Sequelize, logger: Logger, options: JobsOptions): Jobs {
  return createDatabaseJobs(sequelize, logger, options);
}
