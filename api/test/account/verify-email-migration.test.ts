import { QueryTypes, type Sequelize } from 'sequelize';
import { createMigrator } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/** Migration 0023: accounts made before confirmation was asked for count as confirmed. */
describe('migration 0023: existing accounts are confirmed', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url);
    await createMigrator(sequelize).down({ to: '0023-email-verification' });
  });
  afterAll(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  it('stamps every existing account with its creation time', async () => {
    const createdAt = new Date('2025-03-04T05:06:07.000Z');
    await sequelize.query(
      `INSERT INTO users (email, handle, passwordHash, firstName, lastName, isAdmin, createdAt, updatedAt)
       VALUES ('old@example.com', 'old-timer', 'x', 'Old', 'Timer', false, :at, :at)`,
      { replacements: { at: createdAt } },
    );
    await createMigrator(sequelize).up();
    const [row] = await sequelize.query<{ emailVerifiedAt: string | Date | null }>(
      "SELECT emailVerifiedAt FROM users WHERE email = 'old@example.com'",
      { type: QueryTypes.SELECT },
    );
    expect(row.emailVerifiedAt).not.toBeNull();
    const at = row.emailVerifiedAt as string | Date;
    expect(
      new Date(
        typeof at === 'string' && !/Z|[+-]\d\d:\d\d$/.test(at) ? `${at}Z` : at,
      ).toISOString(),
    ).toBe(createdAt.toISOString());
  });
});
