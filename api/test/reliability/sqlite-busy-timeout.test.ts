import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Transaction } from 'sequelize';
import { createSequelize } from '../../src/db/sequelize';

/** SQLite handles wait for another connection's write lock instead of failing with SQLITE_BUSY. */
describe('SQLite busy timeout', () => {
  it('sets a busy timeout on the shared handle and on each transaction handle', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-busy-'));
    const sequelize = createSequelize(`sqlite:${path.join(dir, 'db.sqlite')}`);
    try {
      const timeout = async (transaction?: Transaction) => {
        const [row] = await sequelize.query<{ timeout: number }>('PRAGMA busy_timeout', {
          type: QueryTypes.SELECT,
          transaction,
        });
        return Object.values(row)[0];
      };
      expect(await timeout()).toBe(10_000);
      expect(await sequelize.transaction((t) => timeout(t))).toBe(10_000);
    } finally {
      await sequelize.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
