import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The instance's Redis connection for shared counters (REDIS_URL). Commands fail at once while
 * Redis is unreachable (no offline queue), so a request never waits on a Redis that is down.
 */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = createClient({ url, disableOfflineQueue: true });
  // Reconnection is automatic; an error event without a listener would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
