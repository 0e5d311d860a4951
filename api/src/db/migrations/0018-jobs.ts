import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Durable background work without Redis (api/src/jobs): one row per job. A worker claims a due
 * row by setting `lockedBy`/`lockedUntil` (a lease it renews while it runs); a row whose lease
 * ran out belongs to a worker that died and is claimed again. `key` is the caller's idempotency
 * key: a second enqueue with the same key is the first job. A finished job keeps its row (its
 * payload cleared) so its key stays known.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('jobs', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    key: { type: DataTypes.STRING(191), allowNull: true, unique: true },
    payload: { type: DataTypes.TEXT, allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    maxAttempts: { type: DataTypes.INTEGER, allowNull: false },
    runAt: { type: DataTypes.DATE(3), allowNull: false },
    lockedBy: { type: DataTypes.STRING(64), allowNull: true },
    lockedUntil: { type: DataTypes.DATE(3), allowNull: true },
    lastError: { type: DataTypes.STRING(1000), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('jobs', ['status', 'runAt'], { name: 'jobs_due' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('jobs');
}
