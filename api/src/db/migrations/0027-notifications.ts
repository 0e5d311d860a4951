import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Notifications: one row per event a person is told about. `kind` is text and `payload` JSON
 * text, so new kinds need no new columns. The actor, project and comment cascade: a deleted
 * account's, project's or comment's notifications go with it.
 */
const ref = (table: string, allowNull: boolean) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: table, key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('notifications', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    userId: ref('users', false),
    kind: { type: DataTypes.STRING(32), allowNull: false },
    actorId: ref('users', true),
    projectId: ref('projects', true),
    commentId: ref('comments', true),
    payload: { type: DataTypes.TEXT, allowNull: true },
    readAt: { type: DataTypes.DATE(3), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  // The list (newest first) and the unread count read one person's rows.
  await qi.addIndex('notifications', ['userId', 'id'], { name: 'notifications_user' });
  await qi.addIndex('notifications', ['userId', 'readAt'], { name: 'notifications_unread' });
  // Taking back a like finds its notification by who liked what.
  await qi.addIndex('notifications', ['actorId', 'projectId'], { name: 'notifications_actor' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('notifications');
}
