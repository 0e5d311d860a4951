import { z } from 'zod';
import { dateSchema, idSchema } from './common';
import {
  EMAIL_KINDS,
  EMAIL_KIND_MODES,
  EMAIL_PREFERENCE_MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_READ_MAX,
  NOTIFICATION_MESSAGES,
  type EmailKind,
  type EmailMode,
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
  /** A saved search's alert: the search, how many profiles newly match, and its /profiles query. */
  savedSearch: z
    .object({
      id: idSchema,
      name: z.string(),
      newProfiles: z.number().int().nonnegative(),
      query: z.string(),
    })
    .nullable(),
  /** The weekly summary: the 7 days from `weekStart` (UTC, YYYY-MM-DD) and what happened in them. */
  weeklySummary: z
    .object({
      weekStart: z.string(),
      profileViews: z.number().int().nonnegative(),
      projectViews: z.number().int().nonnegative(),
      downloads: z.number().int().nonnegative(),
      followers: z.number().int().nonnegative(),
    })
    .nullable(),
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

/** GET and PUT /api/account/email-preferences: how each kind of notification is mailed. */
const emailModeSchema = (kind: EmailKind) =>
  z.enum(EMAIL_KIND_MODES[kind] as [EmailMode, ...EmailMode[]], {
    error:
      kind === 'weekly-summary'
        ? EMAIL_PREFERENCE_MESSAGES.invalidWeeklyMode
        : EMAIL_PREFERENCE_MESSAGES.invalidMode,
  });
export const emailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, emailModeSchema(kind)])) as Record<
    EmailKind,
    ReturnType<typeof emailModeSchema>
  >,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
/** PUT: the kinds to change; the others stay as they are. */
export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();

/** POST /api/email/unsubscribe: the mail's token, in the query (RFC 8058 one-click) or the body. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(500).optional() });
export const unsubscribeBodySchema = z.object({
  token: z.string().max(500).optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});
export const unsubscribedSchema = z.object({
  /** The kinds the link is for (a digest's link: every kind it gathered). */
  kinds: z.array(z.enum(EMAIL_KINDS)),
  /** Whether this call turned anything off (false: they were off already). */
  changed: z.boolean(),
  message: z.string(),
});
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;

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
