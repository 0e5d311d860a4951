import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Every admin action: who (no foreign key, and the name as it was, so an entry outlives the
 * admin's account), what, on what (named as it was: the target may be deleted), why and when.
 * The application only ever inserts into it.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('audit_log', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    actorId: { type: DataTypes.INTEGER, allowNull: true },
    actorLabel: { type: DataTypes.STRING(255), allowNull: false },
    via: { type: DataTypes.STRING(8), allowNull: false },
    action: { type: DataTypes.STRING(32), allowNull: false },
    targetType: { type: DataTypes.STRING(16), allowNull: false },
    targetId: { type: DataTypes.INTEGER, allowNull: false },
    targetLabel: { type: DataTypes.STRING(255), allowNull: false },
    reason: { type: DataTypes.STRING(500), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('audit_log', ['createdAt', 'id'], { name: 'audit_log_newest' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('audit_log');
}
