// No zod here: the top bar's bell imports these on every page (see handle-rules.ts).

/** The kinds of notification. The table keeps `kind` as text with a payload: a new kind needs no column. */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'follow',
  'moderation',
  'new-device',
  'contact',
  'saved-search',
  'weekly-summary',
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

/**
 * The notifications a person may also get by e-mail, and how. Moderation and sign-in notices are
 * about the account's safety: always mailed, never listed here. Saved-search alerts are mailed
 * by each search's own frequency (Settings → Saved searches), so they are not listed either.
 */
export const EMAIL_KINDS = ['comment', 'contact', 'like', 'follow', 'weekly-summary'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_MODES = ['instant', 'daily', 'off'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
/**
 * The modes each kind offers. The weekly summary is made once a week and is a summary already:
 * 'instant' mails it when it is made (Mondays), and a daily digest of it would mean nothing.
 */
export const EMAIL_KIND_MODES: Record<EmailKind, readonly EmailMode[]> = {
  comment: EMAIL_MODES,
  contact: EMAIL_MODES,
  like: EMAIL_MODES,
  follow: EMAIL_MODES,
  'weekly-summary': ['instant', 'off'],
};
/** What a person gets until they choose: what needs an answer at once, the rest once a day. */
export const DEFAULT_EMAIL_PREFERENCES: Record<EmailKind, EmailMode> = {
  comment: 'instant',
  contact: 'instant',
  like: 'daily',
  follow: 'daily',
  'weekly-summary': 'instant',
};
/** Settings' labels, by kind and by mode. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  comment: 'Comments on my projects',
  contact: 'Contact requests',
  like: 'Likes on my projects',
  follow: 'New followers',
  'weekly-summary': 'Weekly summary of my portfolio',
};
export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  instant: 'Right away',
  daily: 'Daily digest',
  off: 'Off',
};
/** A mode's label for one kind: the weekly summary's only mail is the Monday one. */
export const emailModeLabel = (kind: EmailKind, mode: EmailMode): string =>
  kind === 'weekly-summary' && mode === 'instant' ? 'Every Monday' : EMAIL_MODE_LABELS[mode];
/** The daily digest covers the 24 hours before this hour (UTC) and is sent then. */
export const DIGEST_HOUR_UTC = 8;
/**
 * The weekly summary is made on this day (0 = Sunday, 1 = Monday) at DIGEST_HOUR_UTC and covers
 * the 7 days before.
 */
export const WEEKLY_SUMMARY_WEEKDAY = 1;
/** How long the unsubscribe link of a mail works. */
export const UNSUBSCRIBE_TTL_DAYS = 90;

/** What Settings, the unsubscribe page and the API say about notification mails. */
export const EMAIL_PREFERENCE_MESSAGES = {
  title: 'E-mail notifications',
  hint: 'Security mails (sign-ins, moderation, password and address changes) are always sent.',
  saved: 'E-mail preferences saved.',
  invalidMode: 'Choose right away, daily digest or off.',
  invalidWeeklyMode: 'Choose every Monday or off for the weekly summary.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeLead: 'Turn off the kind of notification mail this link came in.',
  unsubscribeButton: 'Turn these mails off',
  turnedOff: (kinds: readonly EmailKind[]) =>
    `${capitalized(kindList(kinds))} mails are off. Change this any time in Settings.`,
  alreadyOff: (kinds: readonly EmailKind[]) =>
    `${capitalized(kindList(kinds))} mails were already off; nothing changed.`,
  linkUsed:
    'This unsubscribe link was used already, or your e-mail preferences changed since the mail; nothing changed. Use Settings instead.',
  linkInvalid: 'This unsubscribe link is not valid; nothing changed. Use Settings instead.',
  linkExpired: 'This unsubscribe link has expired; nothing changed. Use Settings instead.',
} as const;

const EMAIL_KIND_NOUNS: Record<EmailKind, string> = {
  comment: 'comment',
  contact: 'contact request',
  like: 'like',
  follow: 'new follower',
  'weekly-summary': 'weekly summary',
};
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'like', 'like and new follower', 'comment, like and new follower'. */
function kindList(kinds: readonly EmailKind[]): string {
  const nouns = kinds.map((kind) => EMAIL_KIND_NOUNS[kind]);
  return nouns.length < 2
    ? (nouns[0] ?? '')
    : `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1]}`;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the bell and the mail say of a week: "Your portfolio this week: 3 views, 1 download, …". */
export function weeklySummaryLine(week: {
  profileViews: number;
  projectViews: number;
  downloads: number;
  followers: number;
}): string {
  return `Your portfolio this week: ${[
    counted(week.profileViews + week.projectViews, 'view', 'views'),
    counted(week.downloads, 'download', 'downloads'),
    counted(week.followers, 'new follower', 'new followers'),
  ].join(', ')}`;
}

/** What the bell says of a saved search's alert: "2 new profiles match “Remote Elm”". */
export const savedSearchLine = (newProfiles: number, name: string): string =>
  `${counted(newProfiles, 'new profile matches', 'new profiles match')} “${name}”`;

/** The bell's accessible name: "Notifications", with the unread count when there is one. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The number on the bell: large counts are capped so the badge stays small. */
export const bellBadge = (unread: number): string => (unread > 99 ? '99+' : String(unread));

/** The Server-Sent Events stream's event name; its data is `{ "unread": n }`. */
export const NOTIFICATION_EVENT = 'unread';
