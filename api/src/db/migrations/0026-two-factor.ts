import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Two-factor authentication: one authenticator (TOTP) row per account, whose secret is stored
 * encrypted and which is off until a first code confirms it (`enabledAt`); `lastStep` is the
 * time step of the last code accepted, so a code is accepted once. Recovery codes are stored
 * hashed, and each is used once (`usedAt`). Both go with a deleted account.
 */
const userRef = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('user_totp', {
    userId: { ...userRef, primaryKey: true },
    secret: { type: DataTypes.STRING(255), allowNull: false },
    enabledAt: { type: DataTypes.DATE(3), allowNull: true },
    lastStep: { type: DataTypes.BIGINT, allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.createTable('recovery_codes', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    userId: userRef,
    codeHash: { type: DataTypes.STRING(64), allowNull: false },
    usedAt: { type: DataTypes.DATE(3), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('recovery_codes', ['userId', 'codeHash'], { name: 'recovery_codes_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('recovery_codes');
  await qi.dropTable('user_totp');
}
