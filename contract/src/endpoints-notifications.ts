import { pageQuerySchema } from './common';
import type { Endpoint } from './endpoint-types';
import * as notifications from './notifications';

/** The signed-in person's notifications: the list, marking read, and the live count. */
export const NOTIFICATION_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/notifications': {
    summary:
      'The caller’s notifications, newest first (paged; 20 by default), and the unread count. Those about a hidden or deleted project, or by someone the caller blocks or who is suspended, are left out',
    access: 'user',
    query: pageQuerySchema,
    answer: notifications.notificationsPageSchema,
  },
  'POST /api/notifications/read': {
    summary: 'Mark the given notifications read, or all of them when `ids` is left out',
    access: 'user',
    body: notifications.markNotificationsReadSchema,
    answer: notifications.unreadCountSchema,
  },
  'GET /api/notifications/stream': {
    summary:
      'Server-Sent Events: an `unread` event with `{ "unread": n }` at once and whenever the count changes (a new notification, marks read), on any instance',
    access: 'user',
    answer: 'events',
  },
};
