import fs from 'node:fs';
import path from 'node:path';
import mysql2, { type ConnectionOptions } from 'mysql2';
import { Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';
import { DbCircuitBreaker } from './circuit-breaker';
import { reuseTransactionHandles } from './sequelize-internals';

/** Path of the SQLite file named by a `sqlite:` URL (`sqlite:/abs/file`, `sqlite:rel/file`). */
export function sqliteStorage(url: string): string {
  const rest = url.replace(/^sqlite:(\/\/)?/, '');
  if (rest === '' || rest === ':memory:') return ':memory:';
  return path.resolve(rest);
}

/** How long a SQLite connection waits for another's write lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * sqlite3 for Sequelize's `dialectModule` option: every database handle Sequelize opens (each
 * transaction has its own) waits for a lock instead of failing at once with SQLITE_BUSY.
 */
const sqliteWaitingForLocks = {
  ...sqlite3,
  Database: class extends sqlite3.Database {
    constructor(filename: string, mode?: number, callback?: (err: Error | null) => void) {
      super(filename, mode, callback);
      this.configure('busyTimeout', BUSY_TIMEOUT_MS);
    }
  },
};

/**
 * mysql2 for Sequelize's `dialectModule` option: each new connection's outcome opens or closes
 * the circuit breaker.
 */
function mysqlReporting(breaker: DbCircuitBreaker): typeof mysql2 {
  return {
    ...mysql2,
    createConnection(config: ConnectionOptions) {
      const connection = mysql2.createConnection(config);
      let settled = false;
      connection.once('connect', () => {
        settled = true;
        breaker.recordSuccess();
      });
      connection.once('error', (err) => {
        if (!settled) breaker.recordFailure(err);
        settled = true;
      });
      return connection;
    },
  } as typeof mysql2;
}

export interface SequelizeOptions {
  /** mysql2 connect timeout; the pool's acquire timeout is this plus 2 s. Default 3 s. */
  connectTimeoutMs?: number;
  /** How long a failed connect makes the circuit breaker answer "down" at once. Default 2 s. */
  circuitCooldownMs?: number;
}

const breakers = new WeakMap<Sequelize, DbCircuitBreaker>();

/** The circuit breaker of a MySQL Sequelize instance (none for SQLite). */
export const circuitBreakerOf = (sequelize: Sequelize): DbCircuitBreaker | undefined =>
  breakers.get(sequelize);

/** Creates the Sequelize instance for `DATABASE_URL` (SQLite file or MySQL/MariaDB via mysql2). */
export function createSequelize(databaseUrl: string, options: SequelizeOptions = {}): Sequelize {
  if (databaseUrl.startsWith('sqlite:')) {
    const storage = sqliteStorage(databaseUrl);
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });
    const sequelize = new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: false,
      dialectModule: sqliteWaitingForLocks,
      // SQLite allows one writer at a time; wait for the lock instead of failing at once.
      retry: { max: 10, match: [/SQLITE_BUSY/] },
    });
    if (storage !== ':memory:') reuseTransactionHandles(sequelize);
    return sequelize;
  }
  const connectTimeout = options.connectTimeoutMs ?? 3_000;
  const breaker = new DbCircuitBreaker(options.circuitCooldownMs ?? 2_000);
  const sequelize = new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
    dialectModule: mysqlReporting(breaker),
    logging: false,
    timezone: '+00:00',
    dialectOptions: {
      dateStrings: false,
      supportBigNumbers: true,
      bigNumberStrings: false,
      connectTimeout,
    },
    // Fail fast while the database is unreachable: no request waits more than a few seconds for
    // a connection (the error handler turns the ConnectionError into 503 + Retry-After).
    pool: { max: 10, min: 0, idle: 10_000, acquire: connectTimeout + 2_000 },
    hooks: {
      // While the circuit is open a new connection fails at once instead of waiting for its
      // timeout; the pool then hands that failure to the next waiting request, and so on, so
      // the requests already waiting give up at once too.
      beforeConnect: () => breaker.check(),
    },
  });
  breakers.set(sequelize, breaker);
  return sequelize;
}

export const isMysql = (sequelize: Sequelize) => sequelize.getDialect() === 'mysql';
