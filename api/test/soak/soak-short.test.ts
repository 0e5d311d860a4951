import path from 'node:path';
import { formatSummary } from '../../../soak/report.mjs';
import { runSoak } from '../../../soak/soak.mjs';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The short form of `npm run soak`: the same module, a real API process on a fresh database
 * (SQLite, or its own database on TEST_DATABASE_URL, dropped afterwards), 100 simulated users
 * for 15 s, then the books.
 */
describe('soak (short form)', () => {
  it('100 users mixing browse, view, like, comment, upload and download: no 5xx, and every effect is counted exactly once', async () => {
    const result = await runSoak({
      root: ROOT,
      users: 100,
      durationMs: 15_000,
      concurrency: 48,
      reloginShare: 0.25,
      analyticsOfOthers: 20,
      log: process.env.SOAK_LOG ? (line) => console.log(line) : undefined,
    });
    if (!result.ok || process.env.SOAK_LOG) console.log(formatSummary(result));

    expect(result.users.active).toBe(100);
    expect(result.fiveXx).toBe(0);
    expect(result.failures).toEqual([]);
    expect(result.serverErrors).toEqual([]);
    // The books were checked against the API, the admin totals and the database rows…
    expect(result.books.databaseChecked).toBe(true);
    expect(result.books.adminChecked).toBe(true);
    expect(result.books.mismatches).toEqual([]);
    // …and there was something to check: every kind of effect happened.
    const { projects, likesOn, comments, projectViews, profileViews, downloads } = result.ledger;
    expect(Math.min(projects, comments, projectViews, profileViews, downloads)).toBeGreaterThan(0);
    expect(likesOn + (result.actions.like ?? 0)).toBeGreaterThan(0);
    expect(result.books.checks).toBeGreaterThan(projects * 8);
    expect(result.ok).toBe(true);
  }, 240_000);
});
