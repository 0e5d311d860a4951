import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A project's write-up: Markdown source of up to 50,000 characters. MEDIUMTEXT on MySQL, whose
 * TEXT holds 65,535 bytes (50,000 characters of UTF-8 take up to 200,000).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const mysql = qi.sequelize.getDialect() === 'mysql';
  const type = mysql ? DataTypes.TEXT('medium') : DataTypes.TEXT;
  await qi.addColumn('projects', 'writeup', { type, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  await qi.sequelize.query('ALTER TABLE projects DROP COLUMN writeup');
}
