import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Self-service accounts:
 * - `account_tokens`: single-use links sent by mail (password reset, e-mail change). Only the
 *   SHA-256 of the random token is stored; `newEmail` is the address an e-mail change confirms.
 * - `api_tokens` learn where they were issued and when they were last used, and the session they
 *   were issued with, so Settings → Devices can show one row per signed-in browser.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('account_tokens', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    userId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    purpose: { type: DataTypes.STRING(16), allowNull: false },
    tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    newEmail: { type: DataTypes.STRING(254), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    expiresAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('account_tokens', ['userId', 'purpose'], { name: 'account_tokens_user' });
  await qi.addColumn('api_tokens', 'userAgent', { type: DataTypes.STRING(512), allowNull: true });
  await qi.addColumn('api_tokens', 'country', { type: DataTypes.STRING(2), allowNull: true });
  await qi.addColumn('api_tokens', 'lastUsedAt', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('api_tokens', 'sessionKey', { type: DataTypes.STRING(64), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const column of ['sessionKey', 'lastUsedAt', 'country', 'userAgent']) {
    await qi.removeColumn('api_tokens', column);
  }
  await qi.dropTable('account_tokens');
}
