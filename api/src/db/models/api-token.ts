import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, str, type TableModel } from './columns';

export interface ApiTokenModel extends TableModel<ApiTokenModel> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  createdAt: CreationOptional<Date>;
  expiresAt: Date;
}

export const defineApiToken = (sequelize: Sequelize): ModelStatic<ApiTokenModel> =>
  sequelize.define<ApiTokenModel>(
    'ApiToken',
    { id: pk(), userId: int(), tokenHash: str(false), createdAt: date3(), expiresAt: date3() },
    { tableName: 'api_tokens', ...noUpdatedAt },
  );
