import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

/** Path of the SQLite file named by a `sqlite:` URL (`sqlite:/abs/file`, `sqlite:rel/file`). */
export function sqliteStorage(url: string): string {
  const rest = url.replace(/^sqlite:(\/\/)?/, '');
  if (rest === '' || rest === ':memory:') return ':memory:';
  return path.resolve(rest);
}

/**
 * SQLite allows one writer at a time and Sequelize opens a connection per transaction: make
 * every new connection wait for a lock (busy timeout) instead of failing with SQLITE_BUSY.
 * Sequelize's sqlite dialect has no connect hook, so its connection getter is wrapped.
 */
function waitForLocks(sequelize: Sequelize): void {
  type Conn = { configure(option: 'busyTimeout', ms: number): void };
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: unknown): Promise<Conn>;
  };
  const original = manager.getConnection.bind(manager);
  const prepared = new WeakSet<Conn>();
  manager.getConnection = async (options?: unknown) => {
    const connection = await original(options);
    if (!prepared.has(connection)) {
      connection.configure('busyTimeout', 10_000);
      prepared.add(connection);
    }
    return connection;
  };
}

/** Creates the Sequelize instance for `DATABASE_URL` (SQLite file or MySQL/MariaDB via mysql2). */
export function createSequelize(databaseUrl: string): Sequelize {
  if (databaseUrl.startsWith('sqlite:')) {
    const storage = sqliteStorage(databaseUrl);
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });
    const sequelize = new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: false,
      // SQLite allows one writer at a time; wait for the lock instead of failing at once.
      retry: { max: 10, match: [/SQLITE_BUSY/] },
    });
    waitForLocks(sequelize);
    return sequelize;
  }
  return new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
    dialectOptions: { dateStrings: false, supportBigNumbers: true, bigNumberStrings: false },
    pool: { max: 10, min: 0, idle: 10_000 },
  });
}

export const isMysql = (sequelize: Sequelize) => sequelize.getDialect() === 'mysql';
