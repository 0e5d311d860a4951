// No zod here: the contact dialog, the inbox and Settings run these (see handle-rules.ts).

/** Who may send a person contact requests (Settings); new accounts start with 'everyone'. */
export const CONTACT_POLICIES = ['everyone', 'following', 'nobody'] as const;
export type ContactPolicy = (typeof CONTACT_POLICIES)[number];
export const DEFAULT_CONTACT_POLICY: ContactPolicy = 'everyone';

/** The label a person reads for each choice in Settings. */
export const CONTACT_POLICY_LABELS: Record<ContactPolicy, string> = {
  everyone: 'Everyone signed in',
  following: 'Only people I follow',
  nobody: 'Nobody',
};

export const MAX_CONTACT_SUBJECT = 120;
export const MAX_CONTACT_BODY = 1000;

/**
 * New contact requests one sender may start in 24 hours; accounts younger than
 * `newAccountDays` get fewer (a throwaway account cannot spam many people).
 */
export const CONTACT_LIMITS = { perDay: 10, newAccountPerDay: 3, newAccountDays: 7 } as const;

/** The inbox's three lists: received (not archived), received and archived, and sent. */
export const MESSAGE_BOXES = ['inbox', 'archived', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const CONTACT_MESSAGES = {
  subjectEmpty: 'Enter a subject',
  subjectTooLong: `The subject must be at most ${MAX_CONTACT_SUBJECT} characters`,
  subjectOneLine: 'The subject must be a single line of text',
  bodyEmpty: 'Write a message',
  bodyTooLong: `The message must be at most ${MAX_CONTACT_BODY} characters`,
  bodyControl: 'The message contains characters that cannot be sent',
  invalidPolicy: 'Choose who may contact you: everyone, people you follow, or nobody',
  invalidBox: 'Choose a list: inbox, archived or sent',
  notYourself: 'You cannot contact yourself.',
  notAccepting: 'This person does not accept contact requests.',
  followingOnly: 'This person accepts contact requests only from people they follow.',
  youBlock: 'You block this person. Unblock them to contact them.',
  alreadyOpen:
    'You already have an open request with this person. They can answer you by e-mail; you can write again once they archive it.',
  dailyLimit: (limit: number) =>
    `You can start ${limit} new contact requests a day. Please try again tomorrow.`,
  sent: (name: string) => `Your message was sent to ${name}.`,
  messageNotFound: 'Message not found',
  invalidMessageId: 'Invalid message ID',
  policySaved: 'Contact settings saved.',
} as const;

// Tabs and line breaks are text; other control characters (NUL and the like) are refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f]/;

/** What is wrong with a subject as typed (it is trimmed first), or null: `contactRequestSchema`'s rule. */
export function contactSubjectProblem(subject: string): string | null {
  const text = subject.trim();
  if (!text) return CONTACT_MESSAGES.subjectEmpty;
  if (text.length > MAX_CONTACT_SUBJECT) return CONTACT_MESSAGES.subjectTooLong;
  if (LINE_BREAK_OR_CONTROL.test(text)) return CONTACT_MESSAGES.subjectOneLine;
  return null;
}

/** What is wrong with a message's text as typed (trimmed first), or null. */
export function contactBodyProblem(body: string): string | null {
  const text = body.trim();
  if (!text) return CONTACT_MESSAGES.bodyEmpty;
  if (text.length > MAX_CONTACT_BODY) return CONTACT_MESSAGES.bodyTooLong;
  if (CONTROL.test(text)) return CONTACT_MESSAGES.bodyControl;
  return null;
}
