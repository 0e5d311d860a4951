import path from 'node:path';
import { formatSummary } from '../../../soak/report.mjs';
import { runSoak } from '../../../soak/soak.mjs';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

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

/** The same books with the server's files in a bucket: every stored object is referenced. */
describe('soak (short form) on S3', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  it('40 users with their files in an S3 bucket (s3rver): no 5xx, and the books balance', async () => {
    const result = await runSoak({
      root: ROOT,
      users: 40,
      durationMs: 10_000,
      concurrency: 24,
      reloginShare: 0.25,
      analyticsOfOthers: 10,
      env: s3.env('soak'),
      log: process.env.SOAK_LOG ? (line) => console.log(line) : undefined,
    });
    if (!result.ok || process.env.SOAK_LOG) console.log(formatSummary(result));

    expect(result.storage).toBe(`s3://${s3.bucket}/soak`);
    expect(result.fiveXx).toBe(0);
    expect(result.failures).toEqual([]);
    expect(result.books.mismatches).toEqual([]);
    expect(result.ledger.projects).toBeGreaterThan(0);
    // The bucket holds exactly the files the rows reference (checked by the books above).
    expect((await s3.keys('soak')).length).toBeGreaterThan(0);
    expect(result.ok).toBe(true);
  }, 240_000);
});
