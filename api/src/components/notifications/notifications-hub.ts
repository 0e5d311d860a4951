import type { Logger } from 'pino';
import type { RedisClient } from '../../lib/rate-limit';

/**
 * Who is listening for whose notifications, and telling them. Without Redis only this instance's
 * listeners hear a change; with REDIS_URL a change is published on one channel and every instance
 * (this one included) tells its own listeners, so a stream on any instance hears a like written on
 * another. The message is the recipient's id only: listeners read their count from the database.
 */
export interface NotificationsHub {
  /** Tells `userId`'s listeners, on every instance, that their notifications changed. */
  changed(userId: number): Promise<void>;
  /** Calls `listener` on each change of `userId`'s notifications; returns the way to stop. */
  listen(userId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

export async function createNotificationsHub(
  redis: RedisClient | undefined,
  channel: string,
  logger: Logger,
): Promise<NotificationsHub> {
  const listeners = new Map<number, Set<() => void>>();
  const deliver = (userId: number) => {
    for (const listener of listeners.get(userId) ?? []) listener();
  };
  const listen = (userId: number, listener: () => void) => {
    const set = listeners.get(userId) ?? new Set();
    set.add(listener);
    listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(userId);
    };
  };
  if (!redis) return { changed: async (userId) => deliver(userId), listen, close: async () => {} };

  // A connection in subscriber mode takes no other commands: a second one, for this alone.
  const subscriber = redis.duplicate();
  subscriber.on('error', (err: Error) =>
    logger.warn({ reason: err.message }, 'notification channel: Redis error'),
  );
  await subscriber.connect();
  await subscriber.subscribe(channel, (message: string) => {
    const userId = Number(message);
    if (Number.isSafeInteger(userId)) deliver(userId);
  });
  return {
    async changed(userId) {
      try {
        await redis.publish(channel, String(userId));
      } catch (err) {
        // Redis is away: this instance's listeners still hear it; others catch up on reconnect.
        logger.warn({ reason: (err as Error).message }, 'notification not published');
        deliver(userId);
      }
    },
    listen,
    async close() {
      listeners.clear();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
