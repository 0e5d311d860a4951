import {
  BLOCK_MESSAGES,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  PROFILE_MESSAGES,
  isoDate,
  type ContactMessage,
  type ContactRequest,
  type ContactSent,
  type ContactStatus,
  type MessageBox,
  type MessageChange,
  type MessagesPage,
} from '@stackfolio/contract';
import { UniqueConstraintError } from 'sequelize';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction, lockRows } from '../../db/transactions';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http';
import type { EmailPreferencesService } from '../notifications';
import { toOwner } from '../projects';
import { contactMail } from './contact-mails';
import { createContactRepository, type MessageRow } from './contact.repository';

const DAY_MS = 24 * 60 * 60_000;
const conflict = () => new HttpError(409, CONTACT_MESSAGES.alreadyOpen);

type Person = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createContactRepository>['person']>>
>;
type Between = Awaited<ReturnType<ReturnType<typeof createContactRepository>['between']>>;

/** Why `recipient` does not take a request from this sender now, or null (policy and blocks). */
function refusal(recipient: Person, between: Between): HttpError | null {
  if (between.senderBlocks) return forbidden(CONTACT_MESSAGES.youBlock);
  if (between.recipientBlocks) return forbidden(BLOCK_MESSAGES.notAllowed);
  if (recipient.contactPolicy === 'nobody') return forbidden(CONTACT_MESSAGES.notAccepting);
  if (recipient.contactPolicy === 'following' && !between.followed)
    return forbidden(CONTACT_MESSAGES.followingOnly);
  return null;
}

const toMessage = (row: MessageRow, direction: 'received' | 'sent'): ContactMessage => ({
  id: row.id,
  direction,
  person: toOwner(row.person),
  subject: row.subject,
  body: row.body,
  createdAt: isoDate(row.createdAt),
  // The sender is not told whether or when the recipient read or archived it.
  readAt: direction === 'received' && row.readAt ? isoDate(row.readAt) : null,
  archivedAt: direction === 'received' && row.archivedAt ? isoDate(row.archivedAt) : null,
});

/**
 * Contact requests: a signed-in, confirmed person writes to someone whose policy lets them, one
 * open request per sender → recipient and a daily number per sender. The recipient gets it by
 * mail (Reply-To the sender) and in their inbox, where they mark it read or archive it.
 */
export function createContactService(
  ctx: AppContext,
  hooks: {
    onSent?: (senderId: number, recipientId: number, subject: string) => void;
    /** The recipient's mail choice: the request is mailed only while it is `instant`. */
    preferences?: EmailPreferencesService;
  } = {},
) {
  const repo = createContactRepository(ctx.models);
  const { publicUrl } = ctx.config;
  const fullName = (p: { firstName: string; lastName: string }) =>
    `${p.firstName} ${p.lastName}`.trim();

  // Composed when the job runs: a message gone by then (an account deleted) sends nothing.
  const mail = ctx.mailer.define(
    'contact-request',
    z.object({ messageId: z.number().int() }),
    async ({ messageId }) => {
      const message = await ctx.models.Message.findByPk(messageId);
      if (!message) return null;
      const [sender, recipient] = await Promise.all([
        repo.person(message.senderId),
        repo.person(message.recipientId),
      ]);
      if (!sender || !recipient || recipient.suspendedAt) return null;
      const { preferences } = hooks;
      if (preferences && (await preferences.of(recipient.id)).contact !== 'instant') return null;
      const token = preferences?.unsubscribeToken(recipient.id, ['contact']);
      return contactMail(publicUrl, token, {
        to: recipient.email,
        senderName: fullName(sender),
        senderEmail: sender.email,
        subject: message.subject,
        body: message.body,
      });
    },
  );

  /** The recipient, or 404 for a missing or suspended account. */
  async function recipientOf(id: number): Promise<Person> {
    const recipient = await repo.person(id);
    if (!recipient || recipient.suspendedAt) throw notFound(PROFILE_MESSAGES.notFound);
    return recipient;
  }

  async function change(
    recipientId: number,
    id: number,
    what: 'read' | 'archive',
  ): Promise<MessageChange> {
    const found = await repo.findReceived(id, recipientId);
    if (!found) throw notFound(CONTACT_MESSAGES.messageNotFound);
    const now = new Date();
    await repo.change(id, what === 'read' ? { read: now } : { read: now, archived: now });
    const item = (await repo.findReceived(id, recipientId))!;
    return { item: toMessage(item, 'received'), unread: await repo.unread(recipientId) };
  }

  return {
    async status(viewerId: number, userId: number): Promise<ContactStatus> {
      const recipient = await recipientOf(userId);
      const allowed =
        viewerId !== userId && !refusal(recipient, await repo.between(viewerId, userId));
      return { contactPolicy: recipient.contactPolicy, allowed };
    },

    /**
     * Checks every rule and writes the message and its mail job in one transaction that has
     * locked both accounts, so two requests of one sender take turns (the daily count and the
     * open request hold) and a refused request leaves nothing behind.
     */
    async send(senderId: number, recipientId: number, input: ContactRequest): Promise<ContactSent> {
      if (senderId === recipientId) throw badRequest(CONTACT_MESSAGES.notYourself);
      const sent = await inTransaction(ctx.sequelize, async () => {
        await lockRows(ctx.models.User, [senderId, recipientId]);
        const recipient = await recipientOf(recipientId);
        const sender = await repo.person(senderId);
        if (!sender) throw notFound(PROFILE_MESSAGES.notFound);
        const between = await repo.between(senderId, recipientId);
        const refused = refusal(recipient, between);
        if (refused) throw refused;
        if (between.open) throw conflict();
        const now = Date.now();
        const isNew =
          now - new Date(sender.createdAt).getTime() < CONTACT_LIMITS.newAccountDays * DAY_MS;
        const limit = isNew ? CONTACT_LIMITS.newAccountPerDay : CONTACT_LIMITS.perDay;
        if ((await repo.sentSince(senderId, new Date(now - DAY_MS))) >= limit)
          throw new HttpError(429, CONTACT_MESSAGES.dailyLimit(limit));
        let id: number;
        try {
          id = await repo.create({ senderId, recipientId, ...input });
        } catch (err) {
          if (err instanceof UniqueConstraintError) throw conflict();
          throw err;
        }
        await mail({ messageId: id }, String(id));
        return { message: CONTACT_MESSAGES.sent(fullName(recipient)), id };
      });
      // After the commit: the bell rings for a message that exists.
      hooks.onSent?.(senderId, recipientId, input.subject);
      return sent;
    },

    async list(userId: number, box: MessageBox, page: number, limit: number) {
      const { items, total } = await repo.list(userId, box, (page - 1) * limit, limit);
      const direction = box === 'sent' ? 'sent' : 'received';
      return {
        items: items.map((row) => toMessage(row, direction)),
        total,
        page,
        limit,
        unread: await repo.unread(userId),
      } satisfies MessagesPage;
    },

    markRead: (recipientId: number, id: number) => change(recipientId, id, 'read'),
    archive: (recipientId: number, id: number) => change(recipientId, id, 'archive'),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
