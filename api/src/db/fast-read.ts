import { DataTypes, QueryTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { transactionOf } from './transactions';
import {
  acquireConnection,
  asSequelizeError,
  beforeConnectionsClose,
  connectionOf,
  releaseConnection,
  runAfterQueryHooks,
} from './sequelize-internals';

/**
 * Statements of the hottest requests (a token's account, a profile, a project; on MySQL the CALL
 * of a like toggle's or a comment's stored procedure and a view's score update), run on
 * the driver's connection instead of through Sequelize's query pipeline. A CPU profile of signed-in
 * detail reads showed Sequelize's per-statement work (options cloning, replacement parsing, a
 * stack trace captured and formatted per statement on SQLite, query building, model instances)
 * costing several times what the database itself did.
 *
 * What stays the same: the connection (SQLite's shared handle, MySQL's pool and its circuit
 * breaker, both through Sequelize's connection manager), the `afterQuery` hooks (the response
 * cache and statement counting see every statement), errors (mapped by the dialect's own Sequelize
 * code, keeping the driver's code: an unreachable database is still a 503, a deadlock retries, a
 * missing parent row a ForeignKeyConstraintError), and transactions: inside a managed one, MySQL
 * runs the statement on the transaction's connection, SQLite through Sequelize (its transactions
 * have handles of their own, which Sequelize opens and closes).
 *
 * What this needs of Sequelize beyond its documented API is in sequelize-internals.ts.
 *
 * SQL is written once per call site with `?` placeholders and names that both dialects accept.
 */

type SqliteStatement = {
  all(params: unknown[], done: (err: Error | null, rows: unknown[]) => void): void;
  finalize(done?: () => void): void;
};
type SqliteHandle = {
  prepare(sql: string, done: (err: Error | null) => void): SqliteStatement;
};
type MysqlConnection = {
  query(
    options: { sql: string; values: unknown[] },
    done: (err: Error | null, rows: unknown) => void,
  ): void;
};

/**
 * SQLite: each statement is prepared once per handle and kept (node-sqlite3 otherwise builds and
 * prepares a new statement per call, which was the largest cost left on the main thread). A
 * statement is used only once prepared (node-sqlite3 drops the calls queued on a statement whose
 * preparation failed, without calling them back); a statement that failed is dropped; all are
 * finalized before Sequelize closes its handles (an unfinalized statement makes closing fail).
 */
type Prepared = Map<string, Promise<SqliteStatement>>;
const preparedBy = new WeakMap<Sequelize, Map<SqliteHandle, Prepared>>();

function statementFor(
  sequelize: Sequelize,
  handle: SqliteHandle,
  sql: string,
): Promise<SqliteStatement> {
  let handles = preparedBy.get(sequelize);
  if (!handles) {
    const all = new Map<SqliteHandle, Prepared>();
    handles = all;
    preparedBy.set(sequelize, all);
    beforeConnectionsClose(sequelize, async () => {
      const pending = [...all.values()].flatMap((prepared) => [...prepared.values()]);
      all.clear();
      await Promise.all(
        pending.map((p) =>
          p.then(
            (s) => new Promise<void>((resolve) => s.finalize(resolve)),
            () => undefined,
          ),
        ),
      );
    });
  }
  let statements = handles.get(handle);
  if (!statements) {
    statements = new Map();
    handles.set(handle, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    const prepared = statements;
    statement = new Promise<SqliteStatement>((resolve, reject) => {
      const created = handle.prepare(sql, (err) => (err ? reject(err) : resolve(created)));
    });
    // A failed preparation is not kept (the statement finalized itself).
    statement.catch(() => prepared.delete(sql));
    statements.set(sql, statement);
  }
  return statement;
}

/** Drops a prepared statement whose run failed; the next call prepares it again. */
function forget(sequelize: Sequelize, handle: SqliteHandle, sql: string): void {
  const statements = preparedBy.get(sequelize)?.get(handle);
  const statement = statements?.get(sql);
  if (!statement) return;
  statements!.delete(sql);
  statement.then(
    (s) => s.finalize(),
    () => undefined,
  );
}

/**
 * A date parameter as the column stores it (UTC, milliseconds): SQLite keeps dates as text and
 * compares text, so a Date bound as a number (node-sqlite3's choice) would compare wrongly.
 */
const dateParameter = (date: Date, sqlite: boolean) => {
  const text = date.toISOString().replace('T', ' ').replace('Z', '');
  return sqlite ? `${text} +00:00` : text;
};

/**
 * A date as text for a replacement of `sequelize.query`, milliseconds kept (Sequelize's own
 * escaping of a Date drops them on MySQL), in the form the dialect's columns store.
 */
export const dateText = (sequelize: Sequelize, date: Date) =>
  dateParameter(date, sequelize.getDialect() === 'sqlite');

type QueryType = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'CALL';

/** What mysql2 answers a write with. */
export interface WriteResult {
  insertId: number;
  affectedRows: number;
}

/**
 * Runs one statement on the driver. MySQL: on the current transaction's connection inside a
 * managed transaction, else on one from the pool. SQLite: outside a transaction only, on the
 * shared handle with a kept prepared statement.
 */
async function run<R>(sequelize: Sequelize, sql: string, params: unknown[], type: QueryType) {
  const sqlite = sequelize.getDialect() === 'sqlite';
  const values = params.map((p) => (p instanceof Date ? dateParameter(p, sqlite) : p));
  const options = { type };
  const transaction = transactionOf(sequelize);
  // A fresh options object: SQLite's connection manager writes into it.
  const connection = transaction
    ? connectionOf(transaction)
    : await acquireConnection(sequelize, { type });
  let result: R;
  try {
    const statement = sqlite
      ? await statementFor(sequelize, connection as SqliteHandle, sql).catch((err: Error) => {
          throw asSequelizeError(sequelize, err, sql);
        })
      : null;
    result = await new Promise<R>((resolve, reject) => {
      const done = (err: Error | null, answer: unknown) => {
        if (!err) return resolve(answer as R);
        if (sqlite) forget(sequelize, connection as SqliteHandle, sql);
        reject(asSequelizeError(sequelize, err, sql));
      };
      if (statement) statement.all(values, done);
      else (connection as MysqlConnection).query({ sql, values }, done);
    });
  } finally {
    if (!transaction) await releaseConnection(sequelize, connection);
  }
  await runAfterQueryHooks(sequelize, options, sql);
  return result;
}

/** Rows of one SELECT, as plain objects keyed by the selected names. */
export async function selectRows<T extends object>(
  sequelize: Sequelize,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  // SQLite's transactions have handles of their own, which Sequelize opens and closes.
  if (transactionOf(sequelize) && sequelize.getDialect() === 'sqlite')
    return sequelize.query<T>(sql, { replacements: params, type: QueryTypes.SELECT });
  return run<T[]>(sequelize, sql, params, 'SELECT');
}

/**
 * MySQL only: one INSERT, UPDATE or DELETE on the driver (inside a managed transaction, on its
 * connection), for the writes that run while a hot row is locked (a like toggle, a comment):
 * the lock is held for the round trips, not for Sequelize's work around each statement.
 */
export async function mysqlWrite(
  sequelize: Sequelize,
  sql: string,
  params: unknown[],
): Promise<WriteResult> {
  if (sequelize.getDialect() !== 'mysql') throw new Error('mysqlWrite is for MySQL only');
  const type = /^\s*(\w+)/.exec(sql)![1].toUpperCase() as QueryType;
  const { insertId, affectedRows } = await run<WriteResult>(sequelize, sql, params, type);
  return { insertId: Number(insertId), affectedRows: Number(affectedRows) };
}

/**
 * MySQL only: one CALL of a stored procedure that runs its own transaction (migration 0011), on a
 * connection from the pool; returns the rows of the procedure's first result set. Refused inside a
 * managed transaction: the procedure's START TRANSACTION would commit the caller's. The response
 * cache sees it as a write (the `afterQuery` hooks run once it has committed).
 */
export async function mysqlCall<T extends object>(
  sequelize: Sequelize,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  if (sequelize.getDialect() !== 'mysql') throw new Error('mysqlCall is for MySQL only');
  if (transactionOf(sequelize)) throw new Error('mysqlCall runs its own transaction');
  const results = await run<unknown[]>(sequelize, sql, params, 'CALL');
  // mysql2 answers a CALL with each result set's rows, then the CALL's own status.
  return (Array.isArray(results[0]) ? results[0] : []) as T[];
}

/**
 * A driver row of `model`'s table as `instance.get({ plain: true })` gives it: dates as Date
 * (SQLite keeps them as text), booleans as booleans, and each column's getter applied (JSON lists,
 * image info). Names the model does not know (counts, joined columns) pass through unchanged.
 */
export function plainRow<T>(model: ModelStatic<Model>, row: Record<string, unknown>): T {
  const attributes = model.getAttributes() as Record<
    string,
    { type: unknown; get?: (this: { getDataValue(key: string): unknown }) => unknown }
  >;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    const attribute = attributes[key];
    let value = row[key];
    if (attribute && value !== null && value !== undefined) {
      if (attribute.type instanceof DataTypes.DATE && !(value instanceof Date)) {
        // Sequelize's SQLite format, `2026-11-26 06:40:00.123 +00:00`; no offset means UTC.
        const text = String(value);
        value = new Date(/[+-]\d\d:\d\d$|Z$/.test(text) ? text : `${text} +00:00`);
      } else if (attribute.type instanceof DataTypes.BOOLEAN) {
        value = Boolean(Number(value));
      }
    }
    if (attribute?.get) {
      const raw = value;
      value = attribute.get.call({ getDataValue: () => raw });
    }
    out[key] = value;
  }
  return out as T;
}
