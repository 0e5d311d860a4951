import { DataTypes, type QueryInterface } from 'sequelize';

/** `comments.editedAt`: when the author last changed the text (shown as "edited"); null if never. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('comments', 'editedAt', { type: DataTypes.DATE(3), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Not removeColumn: on SQLite it rebuilds the table.
  await qi.sequelize.query('ALTER TABLE comments DROP COLUMN editedAt');
}
