import type { Mail } from '../../lib/mail';
import { unsubscribeParts } from '../notifications';

export interface ContactMailParts {
  to: string;
  senderName: string;
  senderEmail: string;
  subject: string;
  body: string;
}

/**
 * The mail of a contact request: plain text (nothing typed is rendered as HTML), answered by
 * mail straight to the sender, so the recipient's own address stays private until they answer.
 */
export function contactMail(
  publicUrl: string,
  unsubscribeToken: string | undefined,
  m: ContactMailParts,
): Mail {
  const unsubscribe = unsubscribeToken
    ? unsubscribeParts(publicUrl, unsubscribeToken, ['contact'])
    : null;
  return {
    to: m.to,
    replyTo: m.senderEmail,
    ...(unsubscribe && { headers: unsubscribe.headers }),
    subject: `${m.senderName} on Stackfolio: ${m.subject}`,
    text: [
      `${m.senderName} sent you a message on Stackfolio.`,
      '',
      `Subject: ${m.subject}`,
      '',
      m.body,
      '',
      '---',
      `Reply to this mail to answer ${m.senderName} at their address; yours is shared only if you do.`,
      `Your messages: ${publicUrl}/messages`,
      `Choose who may contact you: ${publicUrl}/settings`,
      ...(unsubscribe ? ['', ...unsubscribe.footer] : []),
    ].join('\n'),
  };
}
