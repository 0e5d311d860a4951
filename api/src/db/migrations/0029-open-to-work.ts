import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * `users.openToWork`: whether a person is looking for work and what for (status, roles,
 * employment types, workplaces, locations, available from, who sees it), as JSON; null for none.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'openToWork', { type: DataTypes.JSON, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'openToWork');
}
