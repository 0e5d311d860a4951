import {
  EMAIL_KIND_LABELS,
  paths,
  projectPath,
  weeklySummaryLine,
  type EmailKind,
} from '@stackfolio/contract';
import type { Mail } from '../../lib/mail';
import type { NotificationRow } from './notifications.repository';

const nameOf = (row: NotificationRow) =>
  row.actor ? `${row.actor.firstName} ${row.actor.lastName}`.trim() : 'Someone';
const excerptOf = (row: NotificationRow) =>
  typeof row.payload.excerpt === 'string' ? row.payload.excerpt : '';
const figure = (row: NotificationRow, name: string) =>
  typeof row.payload[name] === 'number' ? row.payload[name] : 0;

/** One line saying what happened, and where to see it. */
export function describe(row: NotificationRow, publicUrl: string): { line: string; url: string } {
  const title = row.project ? `“${row.project.title}”` : 'your project';
  const projectUrl =
    row.project?.ownerHandle && row.project.slug
      ? publicUrl + projectPath(row.project.ownerHandle, row.project.slug)
      : publicUrl + paths.notifications();
  switch (row.kind) {
    case 'like':
      return { line: `${nameOf(row)} liked ${title}`, url: projectUrl };
    case 'comment':
      return { line: `${nameOf(row)} commented on ${title}`, url: projectUrl };
    case 'follow':
      return {
        line: `${nameOf(row)} started following you`,
        url: row.actor?.handle
          ? publicUrl + paths.profileHandle(row.actor.handle)
          : publicUrl + paths.notifications(),
      };
    case 'contact':
      return {
        line: `${nameOf(row)} sent you a contact request: ${excerptOf(row)}`,
        url: publicUrl + paths.messages(),
      };
    case 'weekly-summary':
      return {
        line: weeklySummaryLine({
          profileViews: figure(row, 'profileViews'),
          projectViews: figure(row, 'projectViews'),
          downloads: figure(row, 'downloads'),
          followers: figure(row, 'followers'),
        }),
        url: publicUrl + paths.analytics(),
      };
    default:
      return {
        line: 'Something happened on your portfolio',
        url: publicUrl + paths.notifications(),
      };
  }
}

/**
 * The headers and the footer every notification mail carries: RFC 8058 one-click unsubscribe
 * (a mail client POSTs to the API with the token) and a link to a page that asks first, for a
 * person reading the mail (a GET never changes anything: link scanners open links too).
 */
export function unsubscribeParts(publicUrl: string, token: string, kinds: readonly EmailKind[]) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/email/unsubscribe${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footer: [
      '---',
      `You get this for: ${kinds.map((kind) => EMAIL_KIND_LABELS[kind]).join(', ')}.`,
      `Turn these mails off: ${publicUrl}${paths.unsubscribe()}${query}`,
      `All e-mail settings: ${publicUrl}${paths.settings()}`,
    ],
  };
}

/** A mail about one notification, sent right away. */
export function instantMail(
  publicUrl: string,
  to: string,
  row: NotificationRow,
  token: string,
): Mail {
  const { line, url } = describe(row, publicUrl);
  const unsubscribe = unsubscribeParts(publicUrl, token, [row.kind as EmailKind]);
  const excerpt = row.kind === 'comment' ? excerptOf(row) : '';
  return {
    to,
    subject: line.length > 120 ? `${line.slice(0, 119)}…` : line,
    headers: unsubscribe.headers,
    text: [
      `${line}.`,
      ...(excerpt ? ['', excerpt] : []),
      '',
      `See it: ${url}`,
      '',
      ...unsubscribe.footer,
    ].join('\n'),
  };
}

/** The daily digest: what happened in the day, oldest first. */
export function digestMail(
  publicUrl: string,
  to: string,
  rows: NotificationRow[],
  kinds: readonly EmailKind[],
  token: string,
): Mail {
  const unsubscribe = unsubscribeParts(publicUrl, token, kinds);
  return {
    to,
    subject:
      rows.length === 1
        ? 'Your day on Stackfolio: 1 new notification'
        : `Your day on Stackfolio: ${rows.length} new notifications`,
    headers: unsubscribe.headers,
    text: [
      'Since yesterday on Stackfolio:',
      '',
      ...rows.map((row) => {
        const { line, url } = describe(row, publicUrl);
        return `- ${line}\n  ${url}`;
      }),
      '',
      `All notifications: ${publicUrl}${paths.notifications()}`,
      '',
      ...unsubscribe.footer,
    ].join('\n'),
  };
}
