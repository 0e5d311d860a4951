import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Reports and moderation. `reports`: one row per report of a profile, project or comment;
 * `openSlot` is 1 while the report is open and null once a moderator acted, so the unique key
 * allows one open report per person per item (nulls never collide) and any number of closed
 * ones. `hiddenAt`/`hiddenReason` on projects and comments, `suspendedAt`/`suspendedReason` on
 * users: what moderators hid, and why (components/moderation/visibility.ts filters on them).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('reports', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    reporterId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    targetType: { type: DataTypes.STRING(16), allowNull: false },
    targetId: { type: DataTypes.INTEGER, allowNull: false },
    reason: { type: DataTypes.STRING(32), allowNull: false },
    note: { type: DataTypes.STRING(500), allowNull: true },
    openSlot: { type: DataTypes.INTEGER, allowNull: true },
    resolution: { type: DataTypes.STRING(16), allowNull: true },
    resolvedAt: { type: DataTypes.DATE(3), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('reports', ['reporterId', 'targetType', 'targetId', 'openSlot'], {
    name: 'reports_one_open',
    unique: true,
  });
  await qi.addIndex('reports', ['openSlot', 'targetType', 'targetId'], { name: 'reports_open' });
  for (const table of ['projects', 'comments']) {
    await qi.addColumn(table, 'hiddenAt', { type: DataTypes.DATE(3), allowNull: true });
    await qi.addColumn(table, 'hiddenReason', { type: DataTypes.STRING(500), allowNull: true });
  }
  await qi.addColumn('users', 'suspendedAt', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('users', 'suspendedReason', { type: DataTypes.STRING(500), allowNull: true });
  await qi.addIndex('users', ['suspendedAt'], { name: 'users_suspended' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('users', 'users_suspended');
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  for (const column of ['suspendedAt', 'suspendedReason'])
    await qi.sequelize.query(`ALTER TABLE users DROP COLUMN ${column}`);
  for (const table of ['projects', 'comments'])
    for (const column of ['hiddenAt', 'hiddenReason'])
      await qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
  await qi.dropTable('reports');
}
