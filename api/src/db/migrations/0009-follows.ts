import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Following: one row per follower → followed pair, and the two counters on
 * users that the follow writes move by ±1 in the same transaction (components/follows). Both
 * references cascade: a deleted account's follows go with it (account deletion recounts the
 * counters of the people on the other side).
 */
const userRef = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
const counter = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('follows', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    followerId: userRef,
    followedId: userRef,
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('follows', ['followerId', 'followedId'], {
    name: 'follows_pair',
    unique: true,
  });
  // "Who follows X" and "whom X follows", newest first.
  await qi.addIndex('follows', ['followedId', 'createdAt'], { name: 'follows_followed_at' });
  await qi.addIndex('follows', ['followerId', 'createdAt'], { name: 'follows_follower_at' });
  await qi.addColumn('users', 'followerCount', counter);
  await qi.addColumn('users', 'followingCount', counter);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'followingCount');
  await qi.removeColumn('users', 'followerCount');
  await qi.dropTable('follows');
}
