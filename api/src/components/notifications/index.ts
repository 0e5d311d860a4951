import type { AppContext } from '../../context';
import { createEmailPreferences } from './email-preferences';
import { emailPreferencesRouter, unsubscribeRouter } from './email-preferences.router';
import { createNotificationsHub } from './notifications-hub';
import { createNotificationStreams } from './notifications-streams';
import { notificationsRouter } from './notifications.router';
import { createNotificationsService } from './notifications.service';
import { scheduleWeeklySummaries } from './weekly-summaries';

export type { EmailPreferencesService } from './email-preferences';
export type { NotificationsService } from './notifications.service';
export { unsubscribeParts } from './notification-mails';
export { parsePayload } from './notifications.repository';
export { lastWeekEnd } from './weekly-summaries';

/**
 * Notifications of one instance: the service the other components tell of events, the router,
 * the weekly summaries' job (queue its first run once the engine has started), and the streams,
 * which `drain()` ends (a graceful shutdown) and `close()` ends with the channel.
 */
export async function createNotifications(ctx: AppContext) {
  const hub = await createNotificationsHub(
    ctx.redis,
    `${ctx.config.jobs.redisPrefix}:notifications`,
    ctx.logger,
  );
  const preferences = createEmailPreferences(ctx);
  const service = createNotificationsService(ctx, hub, preferences);
  const streams = createNotificationStreams(hub, service.unread, ctx.logger);
  return {
    service,
    preferences,
    weekly: scheduleWeeklySummaries(ctx, service),
    router: () => notificationsRouter(service, streams),
    /** GET/PUT /api/account/email-preferences and POST /api/email/unsubscribe. */
    preferencesRouter: () => emailPreferencesRouter(preferences),
    unsubscribeRouter: () => unsubscribeRouter(preferences),
    drain: () => streams.end(),
    async close() {
      streams.close();
      await service.settled();
      await hub.close();
    },
  };
}
