import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A per-user impact score kept up to date as the user acts (see analytics/impact.ts), so ranking
 * is an indexed count instead of a scan over users × events.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'impactScore', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await qi.addIndex('users', ['impactScore'], { name: 'users_impact_score' });
  await qi.addIndex('projects', ['userId', 'viewCount'], { name: 'projects_user_views' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('projects', 'projects_user_views');
  await qi.removeIndex('users', 'users_impact_score');
  await qi.removeColumn('users', 'impactScore');
}
