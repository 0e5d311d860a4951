import type { QueryInterface } from 'sequelize';

/**
 * The /profiles list in its two orders, on the visible profiles (`suspendedAt IS NULL`, which every
 * public read of `users` asks for): newest first and most viewed first read a page off an index
 * in order instead of sorting every visible profile. The views order replaces `users_view_count`
 * of 0030 (only that list reads it), so that a recorded view still updates one index of its
 * counter.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('users', ['suspendedAt', 'createdAt', 'id'], { name: 'users_visible_created' });
  await qi.addIndex('users', ['suspendedAt', 'viewCount', 'id'], { name: 'users_visible_views' });
  await qi.removeIndex('users', 'users_view_count');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('users', ['viewCount', 'id'], { name: 'users_view_count' });
  await qi.removeIndex('users', 'users_visible_views');
  await qi.removeIndex('users', 'users_visible_created');
}
