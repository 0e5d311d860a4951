import type { Endpoint } from './endpoint-types';
import * as contact from './contact';

/** Contact requests between people, and the inbox at /messages. */
export const CONTACT_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/users/:id/contact': {
    summary: 'Whether the caller may contact this person (their contact policy, and blocks)',
    access: 'user',
    answer: contact.contactStatusSchema,
  },
  'POST /api/users/:id/contact': {
    summary:
      'Send a contact request (mailed with Reply-To the sender); a confirmed address, one open request per pair, a daily limit',
    access: 'user',
    body: contact.contactRequestSchema,
    answer: contact.contactSentSchema,
    status: 201,
    errors: [409, 429],
  },
  'GET /api/messages': {
    summary:
      'Received (inbox or archived) or sent contact requests, newest first, with the unread count',
    access: 'user',
    query: contact.messagesQuerySchema,
    answer: contact.messagesPageSchema,
  },
  'POST /api/messages/:id/read': {
    summary: 'Mark a received message read (idempotent)',
    access: 'user',
    answer: contact.messageChangeSchema,
  },
  'POST /api/messages/:id/archive': {
    summary: 'Archive a received message (it counts as read; its sender may write again)',
    access: 'user',
    answer: contact.messageChangeSchema,
  },
};
