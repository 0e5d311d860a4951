import type { Sequelize, Transaction } from 'sequelize';

/**
 * The one place that uses Sequelize's undocumented members (docs/decisions/
 * 0101-sequelize-internals-adapter.md). Sequelize is pinned to an exact version for it, and
 * test/reliability/sequelize-internals.test.ts fails when the members used here change.
 */

/** A node-sqlite3 handle as Sequelize's sqlite connection manager keeps it. */
export interface SqliteHandle {
  uuid?: string;
  close(): void;
}

/** The members of Sequelize's sqlite connection manager used here (none of them documented). */
export interface SqliteConnectionManager {
  /** The open handles by transaction id (`default` for the handle shared outside transactions). */
  connections: Record<string, SqliteHandle>;
  getConnection(options?: { uuid?: string }): Promise<SqliteHandle>;
  releaseConnection(connection: SqliteHandle, force?: boolean): void;
  close(): Promise<void>;
}

/** Sequelize's sqlite connection manager, typed with the members used here. */
export const sqliteConnectionManagerOf = (sequelize: Sequelize) =>
  sequelize.connectionManager as unknown as SqliteConnectionManager;

/** How many idle transaction handles a SQLite Sequelize instance keeps open for reuse. */
const IDLE_TRANSACTION_HANDLES = 2;

/**
 * Sequelize's sqlite dialect opens a new database handle for every transaction and closes it at
 * commit: each write paid for opening the file, setting it up and parsing the schema again. Here
 * a committed or rolled-back transaction's handle is kept (up to a few) and given to the next
 * transaction instead. A handle Sequelize destroys (a failed commit: `force`) is never reused.
 */
export function reuseTransactionHandles(sequelize: Sequelize): void {
  const manager = sqliteConnectionManagerOf(sequelize);
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const close = manager.close.bind(manager);
  const forTransactions = new WeakSet<SqliteHandle>();
  const idle: SqliteHandle[] = [];
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
      idle.length < IDLE_TRANSACTION_HANDLES
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

/**
 * db/fast-read.ts runs its statements on the driver's connection, not through `sequelize.query`,
 * whose per-statement work cost several times the database's own on the hottest reads. What it
 * needs of Sequelize for that is below.
 */
interface ConnectionManager {
  getConnection(options: object): Promise<unknown>;
  releaseConnection(connection: unknown): unknown;
  close(): Promise<void>;
}
const managerOf = (sequelize: Sequelize) =>
  sequelize.connectionManager as unknown as ConnectionManager;

/**
 * A connection from Sequelize's connection manager: SQLite's shared handle, or one from MySQL's
 * pool (behind the circuit breaker's beforeConnect hook). Give it back with releaseConnection.
 */
export const acquireConnection = (sequelize: Sequelize, options: { type: string }) =>
  managerOf(sequelize).getConnection(options);

export const releaseConnection = async (sequelize: Sequelize, connection: unknown) => {
  await managerOf(sequelize).releaseConnection(connection);
};

/** The connection a managed transaction runs on. */
export const connectionOf = (transaction: Transaction): unknown =>
  (transaction as unknown as { connection?: unknown }).connection;

/** Runs `cleanup` (once) each time before Sequelize closes its connections. */
export function beforeConnectionsClose(sequelize: Sequelize, cleanup: () => Promise<void>): void {
  const manager = managerOf(sequelize);
  const close = manager.close.bind(manager);
  manager.close = async () => {
    await cleanup();
    await close();
  };
}

/**
 * A driver error as Sequelize would have reported it (its dialect's own mapping: a missing
 * foreign key row is a ForeignKeyConstraintError, a duplicate a UniqueConstraintError, the rest a
 * DatabaseError), with the driver's code kept (isRetryable, the 503 mapping).
 */
export function asSequelizeError(sequelize: Sequelize, err: Error, sql: string): Error {
  const { Query } = (
    sequelize as unknown as { dialect: { Query: new (...a: unknown[]) => unknown } }
  ).dialect;
  const query = new Query(null, sequelize, {}) as { formatError(e: Error, stack?: string): Error };
  return query.formatError(Object.assign(err, { sql }), new Error().stack);
}

/** Runs the `afterQuery` hooks as `sequelize.query` does after a statement. */
export async function runAfterQueryHooks(
  sequelize: Sequelize,
  options: { type: string },
  sql: string,
): Promise<void> {
  await (
    sequelize as unknown as { runHooks(name: string, ...args: unknown[]): Promise<void> }
  ).runHooks('afterQuery', options, { sql });
}

/** The SQL of the query an `afterQuery` hook is given (set by Sequelize as it runs). */
export const sqlOf = (query: unknown): string | undefined => (query as { sql?: string }).sql;
