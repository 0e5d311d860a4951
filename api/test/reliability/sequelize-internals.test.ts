import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import sequelizePackage from 'sequelize/package.json';
import apiPackage from '../../package.json';
import { createSequelize } from '../../src/db/sequelize';
import { sqliteConnectionManagerOf } from '../../src/db/sequelize-internals';

/**
 * db/sequelize-internals.ts patches Sequelize's undocumented members (decision record
 * 0101). These fail when an upgrade changes what it relies on, before the app misbehaves.
 * SQLite only: the patch is for SQLite files.
 */
describe('the Sequelize internals db/sequelize-internals.ts relies on', () => {
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
