import type { ModelStatic, Sequelize } from 'sequelize';
import { date3, int, str, text, type TableModel } from './columns';

export interface SessionModel extends TableModel<SessionModel> {
  sid: string;
  userId: number | null;
  data: string;
  expiresAt: Date;
}

export const defineSession = (sequelize: Sequelize): ModelStatic<SessionModel> =>
  sequelize.define<SessionModel>(
    'Session',
    {
      sid: { ...str(false), primaryKey: true },
      userId: int(true),
      data: text(false),
      expiresAt: date3(),
    },
    { tableName: 'sessions', timestamps: false },
  );
