import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, str, type TableModel } from './columns';

export interface ApiTokenModel extends TableModel<ApiTokenModel> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  createdAt: CreationOptional<Date>;
  expiresAt: Date;
  userAgent: CreationOptional<string | null>;
  country: CreationOptional<string | null>;
  lastUsedAt: CreationOptional<Date | null>;
  /** SHA-256 of the session id the token was issued with (one device, two credentials). */
  sessionKey: CreationOptional<string | null>;
}

export const defineApiToken = (sequelize: Sequelize): ModelStatic<ApiTokenModel> =>
  sequelize.define<ApiTokenModel>(
    'ApiToken',
    {
      id: pk(),
      userId: int(),
      tokenHash: str(false),
      createdAt: date3(),
      expiresAt: date3(),
      userAgent: str(),
      country: str(),
      lastUsedAt: date3(true),
      sessionKey: str(),
    },
    { tableName: 'api_tokens', ...noUpdatedAt },
  );
