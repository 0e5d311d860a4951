import { QueryTypes, type Sequelize } from 'sequelize';
import { createMigrator } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/** Migration 0012 gives every existing project a slug from its title, unique per owner. */
describe('migration 0012: slugs for existing projects', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;

  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url);
    await createMigrator(sequelize).down({ to: '0012-project-slugs' });
  });
  afterAll(async () => {
    await sequelize?.close();
    await db?.drop();
  });

  const insert = async (table: string, values: Record<string, unknown>) => {
    const names = Object.keys(values);
    await sequelize.query(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `:${n}`).join(', ')})`,
      { replacements: values },
    );
  };

  it('backfills slugs from titles, numbered per owner in creation order', async () => {
    const now = new Date();
    for (const [i, name] of ['Ada', 'Bob'].entries()) {
      await insert('users', {
        email: `slug${i}@example.com`,
        passwordHash: 'x',
        firstName: name,
        lastName: 'Migrated',
        handle: `${name.toLowerCase()}-migrated`,
        isAdmin: false,
        createdAt: now,
        updatedAt: now,
      });
    }
    const [ada, bob] = await sequelize.query<{ id: number }>('SELECT id FROM users ORDER BY id', {
      type: QueryTypes.SELECT,
    });
    const titles: [number, string][] = [
      [ada.id, 'My App'],
      [bob.id, 'My App'],
      [ada.id, 'my app!'],
      [ada.id, 'Ünïcode Ñame'],
      [ada.id, '???'],
      [ada.id, 'MY APP'],
    ];
    for (const [userId, title] of titles) {
      await insert('projects', { userId, title, createdAt: now, updatedAt: now });
    }

    await createMigrator(sequelize).up();

    const rows = await sequelize.query<{ userId: number; slug: string }>(
      'SELECT userId, slug FROM projects ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'my-app',
      'my-app',
      'my-app-2',
      'unicode-name',
      'project',
      'my-app-3',
    ]);
    // The unique index holds per owner: a second project of Ada's cannot take her 'my-app'.
    await expect(
      sequelize.query("UPDATE projects SET slug = 'my-app' WHERE slug = 'project'"),
    ).rejects.toThrow();
  });
});
