import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { filesUnder } from '../helpers/files';

/**
 * A real database fault: a trigger that makes every INSERT/UPDATE/DELETE on `table` fail, the
 * way a constraint or a lost disk would, on SQLite or MySQL. Returns a function that removes it.
 */
export async function failWritesTo(
  sequelize: Sequelize,
  table: string,
  event: 'INSERT' | 'UPDATE' | 'DELETE',
): Promise<() => Promise<void>> {
  const name = `fault_${table}_${event.toLowerCase()}`;
  if (sequelize.getDialect() === 'sqlite') {
    await sequelize.query(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
    );
  } else {
    await sequelize.query(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected fault'`,
    );
  }
  return async () => {
    await sequelize.query(`DROP TRIGGER IF EXISTS ${name}`);
  };
}

/** Stored files (not upload temp parts) under the upload folder, as keys. */
export const storedKeys = (uploadDir: string): string[] =>
  filesUnder(uploadDir)
    .map((f) => path.relative(uploadDir, f).split(path.sep).join('/'))
    .filter((k) => !k.startsWith('tmp/'))
    .sort();
