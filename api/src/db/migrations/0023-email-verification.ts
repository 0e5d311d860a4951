import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * When an account's address was confirmed (null: not yet). Accounts that exist already count as
 * confirmed: they were made before confirmation was asked for.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'emailVerifiedAt', { type: DataTypes.DATE(3), allowNull: true });
  await qi.sequelize.query('UPDATE users SET emailVerifiedAt = createdAt');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  await qi.sequelize.query('ALTER TABLE users DROP COLUMN emailVerifiedAt');
}
