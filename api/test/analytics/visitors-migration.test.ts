import { QueryTypes, type Sequelize } from 'sequelize';
import { createMigrator } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/**
 * Migration 0005 during a rolling deploy: instances still on the old code keep writing views
 * while a new one migrates. Every view must end up in analytics_visitors, whichever step of the
 * migration it arrived between. (SQLite by default; MySQL with TEST_DATABASE_URL, as in CI.)
 */
describe('migration 0005 while old instances write views', () => {
  let db: TestDatabase;
  let migrating: Sequelize;
  let oldInstance: Sequelize;
  let ownerId: number;
  let projectId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    migrating = createSequelize(db.url);
    oldInstance = createSequelize(db.url);
    await createMigrator(migrating).down({ to: '0005-analytics-visitors' });
    const now = new Date();
    await oldInstance.query(
      `INSERT INTO users (email, passwordHash, firstName, lastName, isAdmin, createdAt, updatedAt)
       VALUES ('owner@example.com', 'x', 'Ada', 'Owner', false, :now, :now)`,
      { replacements: { now } },
    );
    [{ id: ownerId }] = await oldInstance.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'owner@example.com'",
      { type: QueryTypes.SELECT },
    );
    await oldInstance.query(
      `INSERT INTO projects (userId, title, viewCount, downloadCount, likeCount, createdAt, updatedAt)
       VALUES (:ownerId, 'Bridge', 0, 0, 0, :now, :now)`,
      { replacements: { ownerId, now } },
    );
    [{ id: projectId }] = await oldInstance.query<{ id: number }>(
      'SELECT id FROM projects WHERE userId = :ownerId',
      { replacements: { ownerId }, type: QueryTypes.SELECT },
    );
  });
  afterAll(async () => {
    await migrating?.close();
    await oldInstance?.close();
    await db?.drop();
  });

  let written = 0;
  /** What an old instance does on each visit: a row in the views table, nothing else. */
  async function oldInstanceWritesAView(): Promise<void> {
    written += 1;
    const project = written % 2 === 0;
    await oldInstance.query(
      project
        ? 'INSERT INTO project_views (projectId, visitorKey, viewedAt) VALUES (:projectId, :key, :at)'
        : 'INSERT INTO portfolio_views (profileUserId, visitorKey, viewedAt) VALUES (:ownerId, :key, :at)',
      { replacements: { projectId, ownerId, key: `visitor-${written}`, at: new Date() } },
    );
  }

  async function visitorsOf(owner: number): Promise<string[]> {
    const rows = await oldInstance.query<{ visitorKey: string }>(
      'SELECT visitorKey FROM analytics_visitors WHERE ownerUserId = :owner ORDER BY visitorKey',
      { replacements: { owner }, type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.visitorKey);
  }

  it('counts a view written between any two steps of the migration', async () => {
    await oldInstanceWritesAView();
    await oldInstanceWritesAView();
    // Before every statement the migration sends, an old instance writes one more view.
    const send = migrating.query.bind(migrating);
    const spy = jest.spyOn(migrating, 'query').mockImplementation(async (...args) => {
      await oldInstanceWritesAView();
      return send(...(args as Parameters<typeof send>));
    });
    try {
      await createMigrator(migrating).up({ to: '0005-analytics-visitors' });
    } finally {
      spy.mockRestore();
    }
    await oldInstanceWritesAView();

    const expected = Array.from({ length: written }, (_, i) => `visitor-${i + 1}`).sort();
    expect(written).toBeGreaterThan(5);
    expect(await visitorsOf(ownerId)).toEqual(expected);
  });
});
