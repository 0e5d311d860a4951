import type { QueryInterface } from 'sequelize';

/** Covering indexes for the analytics top-country and top-referrer groupings of one profile. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('portfolio_views', ['profileUserId', 'country'], {
    name: 'pviews_profile_country',
  });
  await qi.addIndex('portfolio_views', ['profileUserId', 'referrer'], {
    name: 'pviews_profile_referrer',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('portfolio_views', 'pviews_profile_referrer');
  await qi.removeIndex('portfolio_views', 'pviews_profile_country');
}
