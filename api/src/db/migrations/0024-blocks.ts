import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Blocking: one row per blocker → blocked pair. Both references cascade: a deleted account's
 * blocks, either way, go with it.
 */
const userRef = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('blocks', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    blockerId: userRef,
    blockedId: userRef,
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('blocks', ['blockerId', 'blockedId'], { name: 'blocks_pair', unique: true });
  // "Does the owner of this project block me?" looks up by the blocked person.
  await qi.addIndex('blocks', ['blockedId', 'blockerId'], { name: 'blocks_blocked' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('blocks');
}
