import type { Response } from 'express';
import { NOTIFICATION_EVENT } from '@stackfolio/contract';
import type { Logger } from 'pino';
import type { NotificationsHub } from './notifications-hub';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How soon a browser reconnects after the stream ends (a restart, another instance). */
const RETRY_MS = 3_000;

/**
 * The open Server-Sent Events streams of this instance. Each hears its person's changes through
 * the hub and sends the unread count; changes that arrive while a count is being read are folded
 * into one more read. `end()` closes them all (shutdown: browsers reconnect elsewhere).
 */
export function createNotificationStreams(
  hub: NotificationsHub,
  unreadOf: (userId: number) => Promise<number>,
  logger: Logger,
) {
  const open = new Set<Response>();
  const keepAlive = setInterval(() => {
    for (const res of open) res.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  return {
    /** Serves `res` as `userId`'s stream until the client goes away or the streams end. */
    serve(userId: number, res: Response): void {
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      // no-transform: compression leaves the response alone, so each event leaves at once.
      res.setHeader('Cache-Control', 'no-store, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      res.write(`retry: ${RETRY_MS}\n\n`);
      open.add(res);

      let reading = false;
      let again = false;
      const send = async (): Promise<void> => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const unread = await unreadOf(userId);
            if (!res.writableEnded)
              res.write(`event: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify({ unread })}\n\n`);
          } while (again && !res.writableEnded);
        } catch (err) {
          logger.warn({ reason: (err as Error).message }, 'notification count not sent');
        } finally {
          reading = false;
        }
      };
      const stop = hub.listen(userId, () => void send());
      res.on('close', () => {
        stop();
        open.delete(res);
      });
      void send();
    },

    /** Ends every open stream. */
    end(): void {
      for (const res of open) res.end();
      open.clear();
    },

    close(): void {
      clearInterval(keepAlive);
      this.end();
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
