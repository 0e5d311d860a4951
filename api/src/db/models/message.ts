import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, str, text, type TableModel } from './columns';
import type { UserModel } from './user';

/** One contact request from one person to another (migration 0025). */
export interface MessageModel extends TableModel<MessageModel> {
  id: CreationOptional<number>;
  senderId: number;
  recipientId: number;
  subject: string;
  body: string;
  /** 1 while open (not archived by the recipient), null after: one open request per pair. */
  openSlot: CreationOptional<number | null>;
  readAt: CreationOptional<Date | null>;
  archivedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  sender?: NonAttribute<UserModel>;
  recipient?: NonAttribute<UserModel>;
}

export const defineMessage = (sequelize: Sequelize): ModelStatic<MessageModel> =>
  sequelize.define<MessageModel>(
    'Message',
    {
      id: pk(),
      senderId: int(),
      recipientId: int(),
      subject: str(false),
      body: text(false),
      openSlot: int(true),
      readAt: date3(true),
      archivedAt: date3(true),
      createdAt: date3(),
    },
    { tableName: 'messages', ...noUpdatedAt },
  );
