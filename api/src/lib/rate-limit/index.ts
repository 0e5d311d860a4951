/** Rate limiters: counters in Redis when configured, else in the database. */
export {
  createRateLimiter,
  ipKey,
  tryAgainIn,
  type LimiterContext,
  type LimiterSpec,
} from './rate-limit';
export { SqlRateLimitStore } from './rate-limit-store';
export { connectRedis, type RedisClient } from './redis';
export { writeLimits } from './write-limits';
