import { Sequelize } from 'sequelize';
import { createTestDatabase, type TestDatabase } from './test-app';

const LOCAL_MYSQL = 'mysql://root@127.0.0.1:3306/test';

/**
 * The MySQL server to test against: TEST_DATABASE_URL when it names one, else the local server at
 * 127.0.0.1:3306 when it answers (so MySQL-only behaviour is tested even in a SQLite run), else
 * undefined.
 */
export async function availableMysqlServer(): Promise<string | undefined> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured && /^(mysql|mariadb):/.test(configured)) return configured;
  const probe = new Sequelize(LOCAL_MYSQL, {
    logging: false,
    dialectOptions: { connectTimeout: 2000 },
    pool: { acquire: 3000 },
  });
  try {
    await probe.authenticate();
    return LOCAL_MYSQL;
  } catch {
    return undefined;
  } finally {
    await probe.close();
  }
}

/** A fresh migrated database of its own on the given MySQL server (see createTestDatabase). */
export async function createMysqlTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = serverUrl;
  try {
    return await createTestDatabase();
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}
