import type { AppContext } from '../../context';
import { createNotificationsHub } from './notifications-hub';
import { createNotificationStreams } from './notifications-streams';
import { notificationsRouter } from './notifications.router';
import { createNotificationsService } from './notifications.service';

export type { NotificationsService } from './notifications.service';

/**
 * Notifications of one instance: the service the other components tell of events, the router,
 * and the streams, which `drain()` ends (a graceful shutdown) and `close()` ends with the channel.
 */
export async function createNotifications(ctx: AppContext) {
  const hub = await createNotificationsHub(
    ctx.redis,
    `${ctx.config.jobs.redisPrefix}:notifications`,
    ctx.logger,
  );
  const service = createNotificationsService(ctx, hub);
  const streams = createNotificationStreams(hub, service.unread, ctx.logger);
  return {
    service,
    router: () => notificationsRouter(service, streams),
    drain: () => streams.end(),
    async close() {
      streams.close();
      await service.settled();
      await hub.close();
    },
  };
}
