import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Pinned work: `pinRank` orders an owner's pinned projects ahead of the rest (highest first);
 * 0 is not pinned. A number rather than a list elsewhere, so deleting a project drops its pin.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('projects', 'pinRank', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await qi.addIndex('projects', ['userId', 'pinRank', 'createdAt'], {
    name: 'projects_user_pin_created',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('projects', 'projects_user_pin_created');
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  await qi.sequelize.query('ALTER TABLE projects DROP COLUMN pinRank');
}
