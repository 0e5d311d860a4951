import { createHash } from 'node:crypto';

/**
 * One Redis key prefix per test database (JOBS_REDIS_PREFIX: jobs, notification channels): with
 * REDIS_URL, the instances of one database share their queue, and no other suite's jobs reach them.
 */
export const redisPrefixFor = (databaseUrl: string) =>
  `test-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)}`;
