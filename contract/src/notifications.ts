import { z } from 'zod';
import { dateSchema, idSchema } from './common';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_READ_MAX,
  NOTIFICATION_MESSAGES,
} from './notification-rules';
import { projectAuthorSchema } from './projects';

/** One notification, newest first in the list. Fields that do not apply to its kind are null. */
export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: dateSchema,
  read: z.boolean(),
  /** Who liked, commented or followed; null for moderation and sign-in notices. */
  actor: projectAuthorSchema.nullable(),
  /** The project liked or commented on, with its page (null when the owner has no handle). */
  project: z.object({ id: idSchema, title: z.string(), path: z.string().nullable() }).nullable(),
  /** The start of the comment (plain text). */
  excerpt: z.string().nullable(),
  /** What moderators did, to what and why. */
  moderation: z
    .object({
      action: z.string(),
      itemType: z.string(),
      title: z.string(),
      reason: z.string(),
    })
    .nullable(),
  /** Where a sign-in from a new device came from. */
  device: z.object({ userAgent: z.string(), country: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: one page, newest first, and how many are unread in all. */
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** POST /api/notifications/read: these ids, or every notification when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(idSchema, { error: 'ids must be a list of notification ids' })
    .max(NOTIFICATIONS_READ_MAX, { error: NOTIFICATION_MESSAGES.tooManyIds })
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** The answer of marking read, and the data of each stream event: the unread count. */
export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
