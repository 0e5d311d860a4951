import { z } from 'zod';
import { dateSchema, idSchema, pageQuerySchema } from './common';
import {
  CONTACT_MESSAGES,
  CONTACT_POLICIES,
  MESSAGE_BOXES,
  contactBodyProblem,
  contactSubjectProblem,
} from './contact-rules';
import { projectAuthorSchema } from './projects';

/** `contactPolicy` of PATCH /api/users/profile and of the signed-in user. */
export const contactPolicySchema = z.enum(CONTACT_POLICIES, {
  error: CONTACT_MESSAGES.invalidPolicy,
});

/** Trimmed text that passes one of the zod-free rules of contact-rules.ts. */
const ruled = (empty: string, problem: (text: string) => string | null) =>
  z
    .string({ error: empty })
    .trim()
    .superRefine((text, ctx) => {
      const message = problem(text);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** POST /api/users/{id}/contact: a short message, kept and shown as plain text. */
export const contactRequestSchema = z.object({
  subject: ruled(CONTACT_MESSAGES.subjectEmpty, contactSubjectProblem),
  body: ruled(CONTACT_MESSAGES.bodyEmpty, contactBodyProblem),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The answer of a sent request (201). */
export const contactSentSchema = z.object({ message: z.string(), id: idSchema });
export type ContactSent = z.infer<typeof contactSentSchema>;

/** GET /api/users/{id}/contact: whether the signed-in caller may contact this person now. */
export const contactStatusSchema = z.object({
  contactPolicy: contactPolicySchema,
  /** False for oneself, when the policy leaves the caller out, or with a block either way. */
  allowed: z.boolean(),
});
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** One message of the inbox: `person` is the other side (the sender of a received one). */
export const contactMessageSchema = z.object({
  id: idSchema,
  direction: z.enum(['received', 'sent']),
  person: projectAuthorSchema,
  subject: z.string(),
  body: z.string(),
  createdAt: dateSchema,
  /** When the recipient read or archived it; always null on the sender's side. */
  readAt: dateSchema.nullable(),
  archivedAt: dateSchema.nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/messages?box=&page=&limit= */
export const messagesQuerySchema = pageQuerySchema.extend({
  box: z.enum(MESSAGE_BOXES, { error: CONTACT_MESSAGES.invalidBox }).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** One page of a box, newest first, and how many received messages are unread. */
export const messagesPageSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  unread: z.number().int().nonnegative(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** POST /api/messages/{id}/read and /archive: the message as it is now, and the unread count. */
export const messageChangeSchema = z.object({
  item: contactMessageSchema,
  unread: z.number().int().nonnegative(),
});
export type MessageChange = z.infer<typeof messageChangeSchema>;
