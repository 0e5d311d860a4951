import type { MessageBox } from '@stackfolio/contract';
import { Op, literal, type WhereOptions } from 'sequelize';
import { selectRows } from '../../db/fast-read';
import type { Models } from '../../db/models';
import type { MessageModel } from '../../db/models/message';
import { notSuspended } from '../../db/visibility';
import { OWNER_ATTRIBUTES, type OwnerRow } from '../projects';

export interface MessageRow {
  id: number;
  senderId: number;
  recipientId: number;
  subject: string;
  body: string;
  readAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
  /** The other side: the sender of a received message, the recipient of a sent one. */
  person: OwnerRow;
}

/** The ids `userId` blocks, as a subquery (blocks_pair index). */
const blockedBy = (userId: number) =>
  literal(`(SELECT blockedId FROM blocks WHERE blockerId = ${Number(userId)})`);

const newestFirst: Array<[string, string]> = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/** Data access for contact requests (migration 0025). Returns plain objects. */
export function createContactRepository(models: Models) {
  const { Message, User } = models;
  const sequelize = User.sequelize!;

  /**
   * What a recipient sees: messages from accounts that are not suspended and that they do not
   * block (as blocked people's comments are hidden from the blocker).
   */
  const received = (recipientId: number): WhereOptions => ({
    recipientId,
    [Op.and]: [{ senderId: notSuspended() }, { senderId: { [Op.notIn]: blockedBy(recipientId) } }],
  });

  const boxWhere = (userId: number, box: MessageBox): WhereOptions =>
    box === 'sent'
      ? { senderId: userId, recipientId: notSuspended() }
      : { ...received(userId), openSlot: box === 'inbox' ? 1 : null };

  const toRow = (m: MessageModel, as: 'sender' | 'recipient'): MessageRow => {
    const { sender, recipient, ...plain } = m.get({ plain: true }) as MessageModel;
    const person = as === 'sender' ? sender : recipient;
    if (!person) throw new Error('message without its included person');
    return { ...plain, person: person as unknown as OwnerRow } as MessageRow;
  };

  return {
    /** The account fields the rules and the mail need; null when there is no such account. */
    async person(id: number) {
      const user = await User.findByPk(id, {
        attributes: [
          'id',
          'email',
          'firstName',
          'lastName',
          'contactPolicy',
          'suspendedAt',
          'createdAt',
        ],
      });
      return user ? user.get({ plain: true }) : null;
    },

    /** In one statement: blocks either way, whether the recipient follows the sender, and an open request. */
    async between(senderId: number, recipientId: number) {
      const [row] = await selectRows<Record<string, unknown>>(
        sequelize,
        `SELECT
           EXISTS(SELECT 1 FROM blocks WHERE blockerId = ? AND blockedId = ?) AS senderBlocks,
           EXISTS(SELECT 1 FROM blocks WHERE blockerId = ? AND blockedId = ?) AS recipientBlocks,
           EXISTS(SELECT 1 FROM follows WHERE followerId = ? AND followedId = ?) AS followed,
           EXISTS(SELECT 1 FROM messages WHERE senderId = ? AND recipientId = ? AND openSlot = 1) AS open`,
        [
          senderId,
          recipientId,
          recipientId,
          senderId,
          recipientId,
          senderId,
          senderId,
          recipientId,
        ],
      );
      const yes = (key: string) => Boolean(Number(row?.[key]));
      return {
        senderBlocks: yes('senderBlocks'),
        recipientBlocks: yes('recipientBlocks'),
        /** The recipient follows the sender. */
        followed: yes('followed'),
        open: yes('open'),
      };
    },

    /** How many requests `senderId` started since `since`. */
    sentSince: (senderId: number, since: Date) =>
      Message.count({ where: { senderId, createdAt: { [Op.gte]: since } } }),

    async create(input: { senderId: number; recipientId: number; subject: string; body: string }) {
      const made = await Message.create({ ...input, openSlot: 1 });
      return made.id;
    },

    /** One page of a box, newest first, with its total. */
    async list(userId: number, box: MessageBox, offset: number, limit: number) {
      const as = box === 'sent' ? 'recipient' : 'sender';
      const { rows, count } = await Message.findAndCountAll({
        where: boxWhere(userId, box),
        include: [{ model: User, as, attributes: OWNER_ATTRIBUTES, required: true }],
        order: newestFirst,
        offset,
        limit,
      });
      return { items: rows.map((m) => toRow(m, as)), total: count };
    },

    /** Received messages in the inbox not yet read. */
    unread: (recipientId: number) =>
      Message.count({ where: { ...received(recipientId), openSlot: 1, readAt: null } }),

    /** A message `recipientId` received and may see, or null. */
    async findReceived(id: number, recipientId: number): Promise<MessageRow | null> {
      const found = await Message.findOne({
        where: { ...received(recipientId), id },
        include: [{ model: User, as: 'sender', attributes: OWNER_ATTRIBUTES, required: true }],
      });
      return found ? toRow(found, 'sender') : null;
    },

    /** Marks it read (and archived, closing the pair's open request) where not already. */
    async change(id: number, changes: { read?: Date; archived?: Date }) {
      if (changes.read)
        await Message.update({ readAt: changes.read }, { where: { id, readAt: null } });
      if (changes.archived)
        await Message.update(
          { archivedAt: changes.archived, openSlot: null },
          { where: { id, archivedAt: null } },
        );
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
