import { QueryTypes, type Sequelize } from 'sequelize';
import { createMigrator } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/** Migration 0008 gives every existing account a unique handle from its name. */
describe('migration 0008: handles for existing users', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url);
    await createMigrator(sequelize).down({ to: '0008-handles' });
  });
  afterAll(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  it('backfills lower-case handles, numbered when names repeat, user-{id} when a name gives nothing', async () => {
    const names: [string, string][] = [
      ['Ada', 'Lovelace'],
      ['ADA', 'lovelace'],
      ['Grace', 'Hopper'],
      ['Жанна', 'Ли'],
      ['Admin', '!'],
      ['Hubert Blaine', 'Wolfeschlegelsteinhausenbergerdorff'],
    ];
    const now = new Date();
    for (const [i, [first, last]] of names.entries()) {
      await sequelize.query(
        `INSERT INTO users (email, passwordHash, firstName, lastName, isAdmin, createdAt, updatedAt)
         VALUES (:email, 'x', :first, :last, false, :now, :now)`,
        { replacements: { email: `u${i}@example.com`, first, last, now } },
      );
    }
    await createMigrator(sequelize).up();

    const rows = await sequelize.query<{ id: number; handle: string }>(
      'SELECT id, handle FROM users ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((r) => r.handle)).toEqual([
      'ada-lovelace',
      'ada-lovelace-2',
      'grace-hopper',
      `user-${rows[3].id}`,
      `user-${rows[4].id}`,
      'hubert-blaine-wolfeschlegelste',
    ]);
    // The unique index holds: a second row with a taken handle is refused.
    await expect(
      sequelize.query("UPDATE users SET handle = 'ada-lovelace' WHERE id = :id", {
        replacements: { id: rows[2].id },
      }),
    ).rejects.toThrow();
  });
});
