import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { DbCircuitBreaker } from './circuit-breaker';

/** Path of the SQLite file named by a `sqlite:` URL (`sqlite:/abs/file`, `sqlite:rel/file`). */
export function sqliteStorage(url: string): string {
  const rest = url.replace(/^sqlite:(\/\/)?/, '');
  if (rest === '' || rest === ':memory:') return ':memory:';
  return path.resolve(rest);
}

/**
 * SQLite allows one writer at a time and each transaction has its own connection: make
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

/** How many idle transaction connections a SQLite Sequelize instance keeps open for reuse. */
const IDLE_TRANSACTION_CONNECTIONS = 2;

/**
 * Sequelize's sqlite dialect opens a new database handle for every transaction and closes it at
 * commit: each write paid for opening the file, setting it up and parsing the schema again. Here
 * a committed or rolled-back transaction's handle is kept (up to a few) and given to the next
 * transaction instead. A handle Sequelize destroys (a failed commit) is never reused.
 */
function reuseTransactionConnections(sequelize: Sequelize): void {
  type Conn = { uuid?: string; close(): void };
  const manager = sequelize.connectionManager as unknown as {
    connections: Record<string, Conn>;
    getConnection(options?: { uuid?: string }): Promise<Conn>;
    releaseConnection(connection: Conn, force?: boolean): void;
    close(): Promise<void>;
  };
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const close = manager.close.bind(manager);
  const forTransactions = new WeakSet<Conn>();
  const idle: Conn[] = [];
  let closing = false;
  manager.getConnection = async (options) => {
    const uuid = options?.uuid;
    // Once closing, a late transaction gets a handle of its own, never one closed below.
    if (!uuid || uuid === 'default' || closing) return getConnection(options);
    const reused = idle.pop();
    if (reused) {
      manager.connections[uuid] = reused;
      return reused;
    }
    const connection = await getConnection(options);
    forTransactions.add(connection);
    return connection;
  };
  manager.releaseConnection = (connection, force) => {
    if (
      !closing &&
      force !== true &&
      connection.uuid &&
      forTransactions.has(connection) &&
      idle.length < IDLE_TRANSACTION_CONNECTIONS
    ) {
      delete manager.connections[connection.uuid];
      idle.push(connection);
      return;
    }
    releaseConnection(connection, force);
  };
  manager.close = async () => {
    closing = true;
    for (const connection of idle.splice(0)) connection.close();
    await close();
  };
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

/**
 * Puts a circuit breaker around new connections: a failed connect opens it, and while it is open
 * getConnection fails at once with a ConnectionError instead of waiting for a timeout.
 */
function guardConnections(sequelize: Sequelize, breaker: DbCircuitBreaker): void {
  const manager = sequelize.connectionManager as unknown as {
    connect(config: unknown): Promise<unknown>;
    getConnection(options?: unknown): Promise<unknown>;
    releaseConnection(connection: unknown): void;
  };
  const connect = manager.connect.bind(manager);
  const getConnection = manager.getConnection.bind(manager);
  manager.connect = async (config: unknown) => {
    try {
      const connection = await connect(config);
      breaker.recordSuccess();
      return connection;
    } catch (err) {
      breaker.recordFailure(err);
      throw err;
    }
  };
  // Requests already waiting for a connection give up as soon as the circuit opens, instead of
  // each waiting for its own connect or acquire timeout; a connection that arrives late goes back.
  manager.getConnection = (options?: unknown) =>
    new Promise((resolve, reject) => {
      breaker.check();
      let gaveUp = false;
      const off = breaker.onceOpen(() => {
        gaveUp = true;
        reject(DbCircuitBreaker.openError());
      });
      getConnection(options).then(
        (connection) => {
          off();
          if (gaveUp) manager.releaseConnection(connection);
          else resolve(connection);
        },
        (err: unknown) => {
          off();
          reject(err);
        },
      );
    });
}

/** Creates the Sequelize instance for `DATABASE_URL` (SQLite file or MySQL/MariaDB via mysql2). */
export function createSequelize(databaseUrl: string, options: SequelizeOptions = {}): Sequelize {
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
    if (storage !== ':memory:') reuseTransactionConnections(sequelize);
    return sequelize;
  }
  const connectTimeout = options.connectTimeoutMs ?? 3_000;
  const sequelize = new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
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
  });
  const breaker = new DbCircuitBreaker(options.circuitCooldownMs ?? 2_000);
  guardConnections(sequelize, breaker);
  breakers.set(sequelize, breaker);
  return sequelize;
}

export const isMysql = (sequelize: Sequelize) => sequelize.getDialect() === 'mysql';
