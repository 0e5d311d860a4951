import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as initialSchema from './migrations/0001-initial-schema';
import * as impactScore from './migrations/0002-impact-score';
import * as analyticsIndexes from './migrations/0003-analytics-indexes';
import * as rateLimits from './migrations/0004-rate-limits';
import * as analyticsVisitors from './migrations/0005-analytics-visitors';
import * as accounts from './migrations/0006-accounts';
import * as imageVariants from './migrations/0007-image-variants';
import * as handles from './migrations/0008-handles';
import * as follows from './migrations/0009-follows';
import * as fullTextSearch from './migrations/0010-full-text-search';
import * as writeProcedures from './migrations/0011-write-procedures';
import * as projectSlugs from './migrations/0012-project-slugs';
import * as projectWriteup from './migrations/0013-project-writeup';
import * as projectImagesFiles from './migrations/0014-project-images-files';
import * as projectPreviews from './migrations/0015-project-previews';
import * as retiredHandles from './migrations/0016-retired-handles';
import * as commentEdits from './migrations/0017-comment-edits';
import * as jobs from './migrations/0018-jobs';
import * as projectPins from './migrations/0019-project-pins';
import * as shareCards from './migrations/0020-share-cards';
import * as reports from './migrations/0021-reports';
import * as auditLog from './migrations/0022-audit-log';
import * as emailVerification from './migrations/0023-email-verification';
import * as blocks from './migrations/0024-blocks';
import * as contactRequests from './migrations/0025-contact-requests';
import * as twoFactor from './migrations/0026-two-factor';
import * as notifications from './migrations/0027-notifications';
import * as emailPreferences from './migrations/0028-email-preferences';
import * as openToWork from './migrations/0029-open-to-work';
import * as profileFilters from './migrations/0030-profile-filters';
import * as savedSearches from './migrations/0031-saved-searches';
import * as profileListOrder from './migrations/0032-profile-list-order';

type Migration = {
  up: (p: { context: QueryInterface }) => Promise<void>;
  down: (p: { context: QueryInterface }) => Promise<void>;
};

/** Every migration in order. Listed explicitly so the same code runs from src, dist and jest. */
const MIGRATIONS: Array<[string, Migration]> = [
  ['0001-initial-schema', initialSchema],
  ['0002-impact-score', impactScore],
  ['0003-analytics-indexes', analyticsIndexes],
  ['0004-rate-limits', rateLimits],
  ['0005-analytics-visitors', analyticsVisitors],
  ['0006-accounts', accounts],
  ['0007-image-variants', imageVariants],
  ['0008-handles', handles],
  ['0009-follows', follows],
  ['0010-full-text-search', fullTextSearch],
  ['0011-write-procedures', writeProcedures],
  ['0012-project-slugs', projectSlugs],
  ['0013-project-writeup', projectWriteup],
  ['0014-project-images-files', projectImagesFiles],
  ['0015-project-previews', projectPreviews],
  ['0016-retired-handles', retiredHandles],
  ['0017-comment-edits', commentEdits],
  ['0018-jobs', jobs],
  ['0019-project-pins', projectPins],
  ['0020-share-cards', shareCards],
  ['0021-reports', reports],
  ['0022-audit-log', auditLog],
  ['0023-email-verification', emailVerification],
  ['0024-blocks', blocks],
  ['0025-contact-requests', contactRequests],
  ['0026-two-factor', twoFactor],
  ['0027-notifications', notifications],
  ['0028-email-preferences', emailPreferences],
  ['0029-open-to-work', openToWork],
  ['0030-profile-filters', profileFilters],
  ['0031-saved-searches', savedSearches],
  ['0032-profile-list-order', profileListOrder],
];

export function createMigrator(sequelize: Sequelize) {
  return new Umzug<QueryInterface>({
    migrations: MIGRATIONS.map(([name, m]) => ({
      name,
      up: ({ context }) => m.up({ context }),
      down: ({ context }) => m.down({ context }),
    })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  // WAL lets readers go on while one connection writes; the mode is stored in the file.
  if (sequelize.getDialect() === 'sqlite') await sequelize.query('PRAGMA journal_mode = WAL');
  const applied = await createMigrator(sequelize).up();
  return applied.map((m) => m.name);
}

/** Names of the migrations this code knows that the database has not applied yet. */
export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  const pending = await createMigrator(sequelize).pending();
  return pending.map((m) => m.name);
}
