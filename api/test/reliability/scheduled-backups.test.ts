import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { nextDailyAt } from '../../src/jobs';
import { registerUser, setupTestApp, startTestApp } from '../helpers/test-app';
import { REDIS_URL } from '../jobs/engine-setup';

describe('the daily backup (BACKUP_SCHEDULE)', () => {
  it('is due at the next time of day, in UTC', () => {
    const now = new Date('2026-11-27T14:00:00.000Z');
    expect(nextDailyAt(now, 3 * 60 + 30).toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(nextDailyAt(now, 23 * 60).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(nextDailyAt(now, 14 * 60).toISOString()).toBe('2026-11-28T14:00:00.000Z');
  });

  it('refuses a schedule that is not a time of day, naming the variable', () => {
    expect(() => loadConfig({ BACKUP_SCHEDULE: '25:00' })).toThrow(/BACKUP_SCHEDULE/);
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'daily' })).toThrow(/BACKUP_SCHEDULE/);
  });

  it.each([
    ['the database', {}],
    ['BullMQ on Redis', { REDIS_URL }],
  ])(
    'on %s: is queued once however many instances start, and a run writes a snapshot and keeps BACKUP_KEEP',
    async (_engine, jobsEnv) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-scheduled-'));
      const env = { ...jobsEnv, BACKUP_SCHEDULE: '03:30', BACKUP_TO: dir, BACKUP_KEEP: '1' };
      const t = await setupTestApp(env);
      const second = await startTestApp(t.db, env);
      try {
        expect((await t.ctx.jobs.counts()).queued).toBe(1);
        await registerUser(t.app, { firstName: 'Backed' });

        // What the schedule runs when the time comes, run now twice.
        for (const day of ['run-1', 'run-2']) {
          await t.ctx.jobs.enqueue('backup:daily', { day }, { key: `backup:daily:${day}` });
          await t.ctx.jobs.settled();
        }
        const snapshots = fs.readdirSync(dir);
        expect(snapshots).toHaveLength(1);
        const users = fs.readFileSync(
          path.join(dir, snapshots[0], 'database', 'users.jsonl'),
          'utf8',
        );
        expect(users).toContain('Backed');
        expect(fs.existsSync(path.join(dir, snapshots[0], 'manifest.json'))).toBe(true);
        // Each run queued the next day's, which is the one already queued: still one waiting.
        expect(await t.ctx.jobs.counts()).toMatchObject({ queued: 1, failed: 0 });
      } finally {
        await second.close();
        await t.done();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
