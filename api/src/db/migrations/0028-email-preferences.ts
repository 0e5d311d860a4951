import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * How a person wants each kind of notification mailed: one row per kind they changed; a kind
 * without a row gets the default (DEFAULT_EMAIL_PREFERENCES). The rows go with the account.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('email_preferences', {
    userId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      primaryKey: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    kind: { type: DataTypes.STRING(16), allowNull: false, primaryKey: true },
    mode: { type: DataTypes.STRING(8), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('email_preferences');
}
