import { AsyncLocalStorage } from 'node:async_hooks';
import { Sequelize, Transaction, type Model, type ModelStatic } from 'sequelize';

/**
 * Sequelize's "CLS" hook backed by Node's AsyncLocalStorage: every query run inside a managed
 * transaction joins it without being passed `{ transaction }`, so repositories and helpers
 * (impact scores, counters) take part in the caller's transaction unchanged. Set once per
 * Sequelize class, before the first transaction.
 */
const als = new AsyncLocalStorage<Map<string, unknown>>();
const namespace = {
  get: (key: string) => als.getStore()?.get(key),
  set: (key: string, value: unknown) => {
    als.getStore()?.set(key, value);
  },
  run<T>(fn: (ctx: Map<string, unknown>) => T): T {
    const store = new Map(als.getStore() ?? []);
    return als.run(store, () => fn(store));
  },
  bind<F extends (...args: never[]) => unknown>(fn: F): F {
    return AsyncLocalStorage.bind(fn);
  },
};
Sequelize.useCLS(namespace);

/** How often a transaction that lost a deadlock (MySQL) or a lock race (SQLite) is run again. */
const MAX_ATTEMPTS = 6;

/** A deadlock or lock wait the database resolved by aborting this transaction: safe to rerun. */
export function isRetryable(err: unknown): boolean {
  const e = err as {
    original?: { code?: string; errno?: number };
    parent?: { code?: string };
    message?: string;
  };
  const code = e?.original?.code ?? e?.parent?.code;
  if (code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT') return true;
  return /SQLITE_BUSY|Deadlock found/i.test(String(e?.message ?? ''));
}

/** The managed transaction the current code runs in, if any. */
export const currentTransaction = (): Transaction | undefined =>
  (namespace.get('transaction') as Transaction | null | undefined) ?? undefined;

/** The Sequelize instance of each transaction inTransaction started. */
const owners = new WeakMap<Transaction, Sequelize>();

/** The managed transaction the current code runs in on `sequelize` (begun by inTransaction). */
export function transactionOf(sequelize: Sequelize): Transaction | undefined {
  const t = currentTransaction();
  return t && owners.get(t) === sequelize ? t : undefined;
}

const queues = new WeakMap<Sequelize, Promise<unknown>>();

/**
 * SQLite: this process's transactions take turns here rather than at the file lock. Each
 * transaction has its own connection, and a connection waiting for the lock sleeps on one of
 * libuv's few threads, which the transaction holding the lock then lacks to finish: queued
 * here, nobody sleeps. (Other processes still meet at the lock, with the busy timeout.)
 */
function oneAtATime<T>(sequelize: Sequelize, run: () => Promise<T>): Promise<T> {
  if (sequelize.getDialect() !== 'sqlite') return run();
  const previous = queues.get(sequelize) ?? Promise.resolve();
  const result = previous.then(run, run);
  queues.set(
    sequelize,
    result.catch(() => undefined),
  );
  return result;
}

/**
 * Runs `work` in one managed transaction (joining the current one if there is one) and returns
 * its result once committed; rolls back on any error. SQLite transactions start IMMEDIATE (they
 * take the single write lock up front and wait for it, rather than failing half-way when two
 * readers both try to write); MySQL ignores the type. A transaction aborted by a deadlock is run
 * again from the start, so `work` must only touch the database (do file work before or after).
 */
export async function inTransaction<T>(
  sequelize: Sequelize,
  work: (t: Transaction) => Promise<T>,
): Promise<T> {
  const current = transactionOf(sequelize);
  if (current) return work(current);
  const owned = (t: Transaction) => {
    owners.set(t, sequelize);
    return work(t);
  };
  return retrying(() =>
    oneAtATime(sequelize, () =>
      sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, owned),
    ),
  );
}

/**
 * Runs `attempt` again (up to MAX_ATTEMPTS times, with the same growing random pause as
 * inTransaction) while it fails with a deadlock or lock wait (isRetryable). For work that runs a
 * transaction of its own on the server (the MySQL write procedures, migration 0011): a failed
 * attempt must have written nothing.
 */
export async function retrying<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= MAX_ATTEMPTS || !isRetryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * n + Math.random() * 20 * n));
    }
  }
}

/**
 * Runs `action` once the current transaction commits (at once outside a transaction); errors
 * are the action's own business (it should log them), never the request's.
 */
export function afterCommit(action: () => Promise<void>): void {
  const t = currentTransaction();
  if (t) t.afterCommit(() => action());
  else void action();
}

/**
 * Locks rows by id (SELECT ... FOR UPDATE, in id order so concurrent lockers queue up instead of
 * deadlocking) for the rest of the current transaction; returns the ids that exist. SQLite has
 * no row locks: its IMMEDIATE transactions already run one at a time.
 */
export async function lockRows(model: ModelStatic<Model>, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  const rows = await model.findAll({
    where: { id: wanted },
    attributes: ['id'],
    order: [['id', 'ASC']],
    lock: true,
  });
  return rows.map((r) => Number(r.get('id')));
}
