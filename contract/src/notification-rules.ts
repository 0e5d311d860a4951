// No zod here: the top bar's bell imports these on every page (see handle-rules.ts).

/**
 * The kinds of notification. The table keeps `kind` as text with a payload, so saved-search
 * alerts and the weekly summary join this list when they are built.
 */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'follow',
  'moderation',
  'new-device',
  'contact',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Page size of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids are marked read in one call. */
export const NOTIFICATIONS_READ_MAX = 100;

/** What the pages and the API say about notifications. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  signIn: 'You need to be signed in to see your notifications.',
  empty: 'Nothing yet. Likes, comments and new followers show up here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  allRead: 'All notifications are marked as read.',
  tooManyIds: `Mark at most ${NOTIFICATIONS_READ_MAX} notifications at once.`,
  jsonBody: 'Send the notifications to mark as JSON, or no body to mark them all.',
} as const;

/** The bell's accessible name: "Notifications", with the unread count when there is one. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The number on the bell: large counts are capped so the badge stays small. */
export const bellBadge = (unread: number): string => (unread > 99 ? '99+' : String(unread));

/** The Server-Sent Events stream's event name; its data is `{ "unread": n }`. */
export const NOTIFICATION_EVENT = 'unread';
