import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * What the server makes of a project's content, once, off the request path: the write-up's
 * HTML, and for each file where its preview is stored (beside the file) or why it has none.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const mysql = qi.sequelize.getDialect() === 'mysql';
  await qi.addColumn('projects', 'writeupHtml', {
    type: mysql ? DataTypes.TEXT('medium') : DataTypes.TEXT,
    allowNull: true,
  });
  await qi.addColumn('project_files', 'previewKey', { type: DataTypes.STRING, allowNull: true });
  await qi.addColumn('project_files', 'previewNote', {
    type: DataTypes.STRING(300),
    allowNull: true,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  await qi.sequelize.query('ALTER TABLE projects DROP COLUMN writeupHtml');
  await qi.sequelize.query('ALTER TABLE project_files DROP COLUMN previewKey');
  await qi.sequelize.query('ALTER TABLE project_files DROP COLUMN previewNote');
}
