import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DatabaseError,
  ForeignKeyConstraintError,
  QueryTypes,
  Transaction,
  type Sequelize,
} from 'sequelize';
import sequelizePackage from 'sequelize/package.json';
import apiPackage from '../../package.json';
import { createSequelize } from '../../src/db/sequelize';
import {
  acquireConnection,
  asSequelizeError,
  beforeConnectionsClose,
  connectionOf,
  releaseConnection,
  runAfterQueryHooks,
  sqliteConnectionManagerOf,
  sqlOf,
} from '../../src/db/sequelize-internals';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/**
 * db/sequelize-internals.ts patches Sequelize's undocumented members (decision record
 * 0101). These fail when an upgrade changes what it relies on, before the app misbehaves.
 */
describe('the Sequelize internals db/sequelize-internals.ts relies on (SQLite handle reuse)', () => {
  let dir: string;
  let sequelize: Sequelize;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-internals-'));
    sequelize = createSequelize(`sqlite:${path.join(dir, 'db.sqlite')}`);
  });
  afterEach(async () => {
    await sequelize.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs on the exact Sequelize version the decision record was checked against', () => {
    expect(apiPackage.dependencies.sequelize).toBe(sequelizePackage.version);
  });

  it('has a connection manager that opens a handle per transaction id, keeps it under that id and closes it on release', async () => {
    const manager = sqliteConnectionManagerOf(sequelize);
    expect(typeof manager.connections).toBe('object');
    const uuid = 'internals-test';
    const handle = await manager.getConnection({ uuid });
    handle.uuid = uuid;
    expect(manager.connections[uuid]).toBe(handle);
    expect(typeof handle.close).toBe('function');
    manager.releaseConnection(handle, true);
    expect(manager.connections[uuid]).toBeUndefined();
  });

  it('gives transactions their handles through getConnection/releaseConnection, so one handle serves transaction after transaction', async () => {
    const manager = sqliteConnectionManagerOf(sequelize);
    const handles: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      await sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, async (t) => {
        const [row] = await sequelize.query<{ one: number }>('SELECT 1 AS one', {
          type: QueryTypes.SELECT,
          transaction: t,
        });
        expect(row.one).toBe(1);
        // The transaction's handle is the one kept under an id other than `default`.
        const own = Object.entries(manager.connections).filter(([id]) => id !== 'default');
        expect(own).toHaveLength(1);
        handles.push(own[0][1]);
      });
    }
    expect(handles[0]).toBeDefined();
    expect(new Set(handles).size).toBe(1);
    // The shared handle outside transactions is another one.
    await sequelize.query('SELECT 1');
    expect(manager.connections.default).toBeDefined();
    expect(manager.connections.default).not.toBe(handles[0]);
  });

  it('closes the kept handles with the instance, and a transaction after that fails cleanly', async () => {
    await sequelize.transaction(async () => undefined);
    await sequelize.close();
    await expect(sequelize.transaction(async () => undefined)).rejects.toThrow();
    sequelize = createSequelize(`sqlite:${path.join(dir, 'db.sqlite')}`);
  });
});

/** What db/fast-read.ts takes from Sequelize, on the test database (SQLite, or MySQL in CI). */
describe('the Sequelize internals db/sequelize-internals.ts relies on (driver statements)', () => {
  let db: TestDatabase;
  let sequelize: Sequelize;
  beforeAll(async () => {
    db = await createTestDatabase();
    sequelize = createSequelize(db.url);
  });
  afterAll(async () => {
    await sequelize.close();
    await db.drop();
  });

  type Done = (err: Error | null, rows: unknown) => void;
  /** One statement on a driver connection, as fast-read sends it. */
  const driverQuery = (connection: unknown, sql: string) =>
    new Promise<unknown>((resolve, reject) => {
      const done: Done = (err, rows) => (err ? reject(err) : resolve(rows));
      if (sequelize.getDialect() === 'sqlite')
        (connection as { all(sql: string, done: Done): void }).all(sql, done);
      else (connection as { query(o: { sql: string }, done: Done): void }).query({ sql }, done);
    });

  it('lends a driver connection from the connection manager and takes it back', async () => {
    const connection = await acquireConnection(sequelize, { type: 'SELECT' });
    try {
      expect(await driverQuery(connection, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await releaseConnection(sequelize, connection);
    }
    await expect(sequelize.query('SELECT 1 AS one', { type: QueryTypes.SELECT })).resolves.toEqual([
      { one: 1 },
    ]);
  });

  it("gives a managed transaction's connection, on which statements see the transaction", async () => {
    await sequelize.query('CREATE TABLE internals_probe (id INTEGER PRIMARY KEY)');
    await sequelize
      .transaction(async (t) => {
        await sequelize.query('INSERT INTO internals_probe (id) VALUES (7)', { transaction: t });
        expect(await driverQuery(connectionOf(t), 'SELECT id FROM internals_probe')).toEqual([
          { id: 7 },
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(
      await sequelize.query('SELECT id FROM internals_probe', { type: QueryTypes.SELECT }),
    ).toEqual([]);
  });

  it("maps a driver error with the dialect's own Sequelize error types, keeping the driver's error", async () => {
    const connection = await acquireConnection(sequelize, { type: 'SELECT' });
    try {
      const err = (await driverQuery(connection, 'SELECT nope FROM nowhere').catch(
        (e: Error) => e,
      )) as Error;
      const mapped = asSequelizeError(sequelize, err, 'SELECT nope FROM nowhere');
      expect(mapped).toBeInstanceOf(DatabaseError);
      expect((mapped as DatabaseError).original).toBe(err);
      expect((mapped as DatabaseError).sql).toBe('SELECT nope FROM nowhere');
    } finally {
      await releaseConnection(sequelize, connection);
    }
    const fk = Object.assign(
      new Error(
        sequelize.getDialect() === 'sqlite'
          ? 'SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'
          : 'Cannot add or update a child row: a foreign key constraint fails',
      ),
      sequelize.getDialect() === 'sqlite'
        ? { code: 'SQLITE_CONSTRAINT' }
        : { code: 'ER_NO_REFERENCED_ROW_2', errno: 1452 },
    );
    expect(asSequelizeError(sequelize, fk, 'INSERT')).toBeInstanceOf(ForeignKeyConstraintError);
  });

  it("runs the afterQuery hooks as sequelize.query does, each given the statement's type and SQL", async () => {
    const seen: unknown[] = [];
    sequelize.addHook('afterQuery', 'internals-test', (options, query) => {
      seen.push([(options as { type: string }).type, sqlOf(query)]);
    });
    await runAfterQueryHooks(sequelize, { type: 'SELECT' }, 'SELECT 1');
    await sequelize.query('SELECT 2 AS two', { type: QueryTypes.SELECT });
    sequelize.removeHook('afterQuery', 'internals-test');
    expect(seen).toEqual([
      ['SELECT', 'SELECT 1'],
      ['SELECT', 'SELECT 2 AS two'],
    ]);
  });

  it('runs a cleanup before it closes the connections', async () => {
    const other = createSequelize(db.url);
    const order: string[] = [];
    await other.query('SELECT 1');
    beforeConnectionsClose(other, async () => {
      order.push('cleanup');
      await other.query('SELECT 1'); // connections still open
    });
    await other.close();
    order.push('closed');
    expect(order).toEqual(['cleanup', 'closed']);
  });
});
