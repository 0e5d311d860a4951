import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { createBullmqJobs } from './bullmq-jobs';
import { createDatabaseJobs } from './database-jobs';
import type { Jobs, JobsOptions } from './types';

export { exponentialBackoff, fixedBackoff } from './backoff';
export { defineDailyJob, nextDailyAt, type DailyJob } from './daily';
export type {
  EnqueueOptions,
  FailedJob,
  JobCounts,
  JobDefinition,
  JobRun,
  Jobs,
  JobsOptions,
} from './types';

/** Where jobs are kept in Redis: its URL and the prefix of every key. */
export interface JobsRedis {
  url: string;
  prefix: string;
}

/**
 * The instance's job engine: BullMQ on Redis when `redis` is given (REDIS_URL), else the
 * database's `jobs` table (migration 0018). Either way every instance on the same store shares
 * the work; docs/decisions/0015-job-engine.md says why there are two.
 */
export function createJobs(
  sequelize: Sequelize,
  logger: Logger,
  options: JobsOptions,
  redis?: JobsRedis,
): Jobs {
  if (redis) return createBullmqJobs(redis.url, redis.prefix, logger, options);
  return createDatabaseJobs(sequelize, logger, options);
}
