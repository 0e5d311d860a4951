import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Contact requests. `users.contactPolicy`: who may send one (everyone, people the user follows,
 * nobody). `messages`: one row per request; `openSlot` is 1 until the recipient archives it and
 * null after, so the unique key allows one open request per sender → recipient (nulls never
 * collide) and any number of archived ones. Both references cascade with the accounts.
 */
const userRef = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'contactPolicy', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'everyone',
  });
  await qi.createTable('messages', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    senderId: userRef,
    recipientId: userRef,
    subject: { type: DataTypes.STRING(120), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    openSlot: { type: DataTypes.INTEGER, allowNull: true },
    readAt: { type: DataTypes.DATE(3), allowNull: true },
    archivedAt: { type: DataTypes.DATE(3), allowNull: true },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('messages', ['senderId', 'recipientId', 'openSlot'], {
    name: 'messages_one_open',
    unique: true,
  });
  // The sender's daily count and sent list.
  await qi.addIndex('messages', ['senderId', 'createdAt'], { name: 'messages_sent' });
  // The recipient's inbox or archive, newest first, and the unread count.
  await qi.addIndex('messages', ['recipientId', 'openSlot', 'createdAt'], {
    name: 'messages_received',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('messages');
  // Not removeColumn: on SQLite it rebuilds the table, dropping the search triggers of 0010.
  await qi.sequelize.query('ALTER TABLE users DROP COLUMN contactPolicy');
}
