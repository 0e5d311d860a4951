// No zod here: the report dialogs run these (see handle-rules.ts).

/** What can be reported, and the reasons offered, in the order the dialog lists them. */
export const REPORT_TYPES = ['profile', 'project', 'comment'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'impersonation',
  'plagiarism',
  'inappropriate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The label a person reads for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  impersonation: 'Impersonation',
  plagiarism: 'Plagiarism or stolen work',
  inappropriate: 'Inappropriate content',
  other: 'Other',
};

export const MAX_REPORT_NOTE = 500;
/** A moderator's reason, shown to the owner of moderated content and kept in the audit log. */
export const MAX_MODERATION_REASON = 500;

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'restore',
  'remove',
  'suspend',
  'unsuspend',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_MESSAGES = {
  invalidType: 'Choose what to report: a profile, a project or a comment',
  invalidId: 'Invalid item id',
  invalidReason: 'Choose a reason for the report',
  noteTooLong: `The note must be at most ${MAX_REPORT_NOTE} characters`,
  notFound: 'There is nothing to report with this id',
  ownItem: 'You cannot report your own content',
  created: 'Thank you. A moderator will look at your report.',
  alreadyReported: 'You already reported this; a moderator will look at it.',
  signIn: 'You need to be signed in to report content.',
} as const;

export const MODERATION_MESSAGES = {
  invalidAction: 'Choose an action: dismiss, hide, restore, remove, suspend or unsuspend',
  reasonRequired: 'Give a short reason',
  reasonTooLong: `The reason must be at most ${MAX_MODERATION_REASON} characters`,
  notFound: 'There is no such item',
  profileOnly: 'Only an account (type profile) can be suspended or unsuspended',
  profileNotHidden: 'A profile is hidden by suspending its account',
  notHidden: 'This item is not hidden',
  alreadyHidden: 'This item is already hidden',
  notSuspended: 'This account is not suspended',
  alreadySuspended: 'This account is already suspended',
  ownAccount: 'You cannot suspend your own account',
  noOpenReports: 'There is no open report on this item',
  done: {
    dismiss: 'Reports dismissed.',
    hide: 'Hidden.',
    restore: 'Restored.',
    remove: 'Removed.',
    suspend: 'Account suspended.',
    unsuspend: 'Account restored.',
  } satisfies Record<ModerationAction, string>,
  hiddenByModerators: 'Hidden by moderators',
  suspended: 'This account is suspended.',
} as const;

/** What is wrong with a report's note as typed, or null: the rule `reportRequestSchema` holds. */
export function reportNoteProblem(note: string): string | null {
  return note.trim().length > MAX_REPORT_NOTE ? REPORT_MESSAGES.noteTooLong : null;
}

/** What is wrong with a moderator's reason as typed, or null. */
export function moderationReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return MODERATION_MESSAGES.reasonRequired;
  if (text.length > MAX_MODERATION_REASON) return MODERATION_MESSAGES.reasonTooLong;
  return null;
}
