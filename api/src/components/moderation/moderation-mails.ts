import type { ModerationAction, ReportType } from '@stackfolio/contract';
import type { Mail } from '../../lib/mail';

const WHAT: Record<ReportType, string> = {
  profile: 'profile',
  project: 'project',
  comment: 'comment',
};

/** What the owner of moderated content is told, in plain text (nothing typed is rendered). */
export function moderationMail(
  to: string,
  action: Exclude<ModerationAction, 'dismiss'>,
  type: ReportType,
  title: string,
  reason: string,
  publicUrl: string,
): Mail {
  const item = `your ${WHAT[type]} “${title.slice(0, 80)}”`;
  const lines: Record<typeof action, [string, string]> = {
    hide: [
      `Your ${WHAT[type]} was hidden by moderators`,
      `Moderators hid ${item}. Only you and the moderators can see it now.`,
    ],
    restore: [
      `Your ${WHAT[type]} is visible again`,
      `Moderators restored ${item}. Everyone can see it again.`,
    ],
    remove: [
      `Your ${WHAT[type]} was removed by moderators`,
      `Moderators removed ${item}, with its files.`,
    ],
    suspend: [
      'Your Stackfolio account was suspended',
      'Moderators suspended your account: you cannot sign in, and your profile and work are hidden.',
    ],
    unsuspend: [
      'Your Stackfolio account was restored',
      'Moderators lifted the suspension of your account: you can sign in again.',
    ],
  };
  const [subject, first] = lines[action];
  return {
    to,
    subject,
    text: [first, '', `Reason: ${reason}`, '', `Stackfolio: ${publicUrl}`].join('\n'),
  };
}
