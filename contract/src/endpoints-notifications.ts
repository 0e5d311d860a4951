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
  'GET /api/account/email-preferences': {
    summary:
      'How each kind of notification is mailed to the caller: `instant`, `daily` (one digest a day) or `off`',
    access: 'user',
    answer: notifications.emailPreferencesSchema,
  },
  'PUT /api/account/email-preferences': {
    summary: 'Change how some kinds are mailed; the kinds left out stay as they are',
    access: 'user',
    body: notifications.emailPreferencesUpdateSchema,
    answer: notifications.emailPreferencesSchema,
  },
  'POST /api/email/unsubscribe': {
    summary:
      'Turn one kind of notification mail off with the signed token of a mail’s unsubscribe link, without signing in (RFC 8058 one-click: `List-Unsubscribe=One-Click` as a form body). A forged or expired token changes nothing (400); a used one changes nothing again',
    access: 'public',
    query: notifications.unsubscribeQuerySchema,
    body: notifications.unsubscribeBodySchema,
    answer: notifications.unsubscribedSchema,
  },
};
