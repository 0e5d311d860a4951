export { createNotificationsHub, type NotificationsHub } from './notifications-hub';
export { createNotificationStreams, type NotificationStreams } from './notifications-streams';
export { notificationsRouter } from './notifications.router';
export { createNotificationsService, type NotificationsService } from './notifications.service';
