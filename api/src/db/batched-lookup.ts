import type { Sequelize } from 'sequelize';
import { transactionOf } from './transactions';
import { selectRows } from './fast-read';

/**
 * Lookups by key that arrive in the same turn of the event loop, answered by one statement
 * (`… WHERE key IN (?, ?, …)`) instead of one each.
 *
 * Under load the server parses many requests in one turn of the loop, and each signed-in one
 * looks up its token's account, then its profile or project: a round trip to MySQL each, which
 * cost the server more CPU than the rest of the request (sending the statement, waking the
 * database, reading and parsing the answer): taking the token's round trip away alone raised
 * signed-in read throughput by about a third. Here the keys asked for while the loop
 * reads its sockets are sent together when it has read them all (`setImmediate`), so a busy
 * server pays one round trip per turn rather than one per request; an idle one still sends each
 * lookup at once, in a statement of its own.
 *
 * What does not change: each caller gets the row of its own key, read by the statement that ran
 * after its call (never a cached one), or null; a failed statement fails every lookup it carried,
 * with the same error. Inside a managed transaction a lookup runs alone, on the transaction's
 * connection. A key asked for twice in one turn is read once and both callers get the same row
 * object, so callers must not change the rows they get (copy first).
 */

/** Statement sizes: a batch is padded up to the next one, so a lookup has a few SQL texts (SQLite keeps each prepared). */
const SIZES = [1, 2, 4, 8, 16, 32, 64];
/** Most keys in one statement; a larger turn is sent as several. */
export const MAX_KEYS_PER_STATEMENT = SIZES[SIZES.length - 1];

export interface BatchedLookupOptions<K, R> {
  /** The statement, given the placeholder list for its `IN (…)`; the keys are its first parameters. */
  sql: (placeholders: string) => string;
  /** Parameters after the keys, taken when the statement runs (the current time, say). */
  params?: () => unknown[];
  /** The key a row answers (one of the selected columns). */
  keyOf: (row: R) => K;
}

interface Waiter<R> {
  resolve(row: R | null): void;
  reject(err: unknown): void;
}

export type BatchedLookup<K, R> = (key: K) => Promise<R | null>;

export function batchedLookup<K extends string | number, R extends object>(
  sequelize: Sequelize,
  options: BatchedLookupOptions<K, R>,
): BatchedLookup<K, R> {
  const statements = new Map<number, string>();
  const statementFor = (size: number) => {
    let sql = statements.get(size);
    if (!sql) {
      sql = options.sql(Array(size).fill('?').join(', '));
      statements.set(size, sql);
    }
    return sql;
  };

  /** The rows of `keys` (at most MAX_KEYS_PER_STATEMENT, no repeats), by key. */
  async function read(keys: K[]): Promise<Map<K, R>> {
    const size = SIZES.find((s) => s >= keys.length)!;
    // Padding repeats the last key: the same rows, and a statement text already prepared.
    const values: unknown[] = keys.slice();
    while (values.length < size) values.push(keys[keys.length - 1]);
    const rows = await selectRows<R>(sequelize, statementFor(size), [
      ...values,
      ...(options.params?.() ?? []),
    ]);
    const byKey = new Map<K, R>();
    for (const row of rows) {
      const key = options.keyOf(row);
      if (!byKey.has(key)) byKey.set(key, row);
    }
    return byKey;
  }

  let waiting = new Map<K, Waiter<R>[]>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_STATEMENT) {
      const chunk = keys.slice(start, start + MAX_KEYS_PER_STATEMENT);
      read(chunk).then(
        (rows) => {
          for (const key of chunk)
            for (const w of batch.get(key)!) w.resolve(rows.get(key) ?? null);
        },
        (err: unknown) => {
          for (const key of chunk) for (const w of batch.get(key)!) w.reject(err);
        },
      );
    }
  }

  return (key) => {
    if (transactionOf(sequelize)) return read([key]).then((rows) => rows.get(key) ?? null);
    return new Promise<R | null>((resolve, reject) => {
      let waiters = waiting.get(key);
      if (!waiters) {
        waiters = [];
        waiting.set(key, waiters);
      }
      waiters.push({ resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  };
}
