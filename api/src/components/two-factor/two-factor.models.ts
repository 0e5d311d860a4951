import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, numeric, pk, type TableModel } from '../../db/models/columns';

/** An account's authenticator (migration 0026): off until `enabledAt` is set. */
export interface UserTotpModel extends TableModel<UserTotpModel> {
  userId: number;
  /** The base32 secret, encrypted (./secret-box.ts). */
  secret: string;
  enabledAt: Date | null;
  /** Time step of the last code accepted: a code at or before it is a replay. */
  lastStep: number | null;
  createdAt: CreationOptional<Date>;
}

/** One recovery code: its keyed hash, and when it was used. */
export interface RecoveryCodeModel extends TableModel<RecoveryCodeModel> {
  id: CreationOptional<number>;
  userId: number;
  codeHash: string;
  usedAt: Date | null;
  createdAt: CreationOptional<Date>;
}

export interface TwoFactorModels {
  UserTotp: ModelStatic<UserTotpModel>;
  RecoveryCode: ModelStatic<RecoveryCodeModel>;
}

/** The models on this connection, defined once (every app of a test process has its own). */
export function twoFactorModels(sequelize: Sequelize): TwoFactorModels {
  if (sequelize.isDefined('UserTotp')) {
    return {
      UserTotp: sequelize.model('UserTotp') as ModelStatic<UserTotpModel>,
      RecoveryCode: sequelize.model('RecoveryCode') as ModelStatic<RecoveryCodeModel>,
    };
  }
  const UserTotp = sequelize.define<UserTotpModel>(
    'UserTotp',
    {
      userId: { ...int(), primaryKey: true },
      secret: { type: 'VARCHAR(255)', allowNull: false },
      enabledAt: date3(true),
      lastStep: numeric('lastStep'),
      createdAt: date3(),
    },
    { tableName: 'user_totp', ...noUpdatedAt },
  );
  const RecoveryCode = sequelize.define<RecoveryCodeModel>(
    'RecoveryCode',
    {
      id: pk(),
      userId: int(),
      codeHash: { type: 'VARCHAR(64)', allowNull: false },
      usedAt: date3(true),
      createdAt: date3(),
    },
    { tableName: 'recovery_codes', ...noUpdatedAt },
  );
  return { UserTotp, RecoveryCode };
}
