import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Saved /profiles searches with e-mail alerts. `saved_search_matches`: the profiles a search has
 * already found (those matching when it was saved, then each alert's), so that a person is
 * announced once per search. Both go with the account (cascade); a match goes with its profile.
 */
const ref = (model: string) => ({
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model, key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
});

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('saved_searches', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    userId: ref('users'),
    name: { type: DataTypes.STRING(100), allowNull: false },
    query: { type: DataTypes.STRING(1000), allowNull: false },
    frequency: { type: DataTypes.STRING(16), allowNull: false },
    lastCheckedAt: { type: DataTypes.DATE(3), allowNull: true },
    /** Bumped by each change of its frequency: an older unsubscribe link changes nothing. */
    changedAt: { type: DataTypes.DATE(3), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('saved_searches', ['userId', 'createdAt'], { name: 'saved_searches_user' });
  await qi.addIndex('saved_searches', ['frequency', 'lastCheckedAt'], {
    name: 'saved_searches_due',
  });
  await qi.createTable('saved_search_matches', {
    searchId: ref('saved_searches'),
    userId: ref('users'),
  });
  await qi.addIndex('saved_search_matches', ['searchId', 'userId'], {
    name: 'saved_search_matches_pk',
    unique: true,
  });
  await qi.addIndex('saved_search_matches', ['userId'], { name: 'saved_search_matches_user' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('saved_search_matches');
  await qi.dropTable('saved_searches');
}
