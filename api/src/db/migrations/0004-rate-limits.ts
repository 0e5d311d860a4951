import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Rate-limit counters (sign-in throttling) in the database, so every API instance on it
 * counts the same attempts. Keys are hashes; `resetAt` is epoch milliseconds.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('rate_limits', {
    key: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    hits: { type: DataTypes.INTEGER, allowNull: false },
    resetAt: { type: DataTypes.BIGINT, allowNull: false },
  });
  await qi.addIndex('rate_limits', ['resetAt'], { name: 'rate_limits_reset_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('rate_limits');
}
