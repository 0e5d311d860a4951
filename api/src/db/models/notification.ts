import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, text, type TableModel } from './columns';

/** Something a person is told about (migration 0027); read through notifications.repository. */
export interface NotificationModel extends TableModel<NotificationModel> {
  id: CreationOptional<number>;
  userId: number;
  kind: string;
  actorId: number | null;
  projectId: number | null;
  commentId: number | null;
  /** JSON text: what the kind needs besides the references (a comment's start, a device). */
  payload: string | null;
  readAt: Date | null;
  createdAt: CreationOptional<Date>;
}

export const defineNotification = (sequelize: Sequelize): ModelStatic<NotificationModel> =>
  sequelize.define<NotificationModel>(
    'Notification',
    {
      id: pk(),
      userId: int(),
      kind: { type: 'VARCHAR(32)', allowNull: false },
      actorId: int(true),
      projectId: int(true),
      commentId: int(true),
      payload: text(),
      readAt: date3(true),
      createdAt: date3(),
    },
    { tableName: 'notifications', ...noUpdatedAt },
  );
