import { rm } from 'node:fs/promises';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Storage } from '../../lib/storage';
import { backup, snapshotsIn } from './snapshots';

export { backup, restore, verifySnapshot, type Manifest } from './snapshots';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A snapshot into `dir`, then only the newest `keep` stay (0 keeps them all). */
export async function backupAndPrune(
  sequelize: Sequelize,
  storage: Storage,
  { dir, keep }: { dir: string; keep: number },
): Promise<{ made: string; removed: number }> {
  const made = await backup(sequelize, storage, dir);
  const all = await snapshotsIn(dir);
  const old = keep > 0 ? all.slice(0, Math.max(0, all.length - keep)) : [];
  for (const snapshot of old) await rm(snapshot, { recursive: true, force: true });
  return { made, removed: old.length };
}

/** The next time of day `atMinute` (minutes after 00:00 UTC) strictly after `now`. */
export function nextBackupAt(now: Date, atMinute: number): Date {
  const at = new Date(now);
  at.setUTCHours(0, atMinute, 0, 0);
  return at > now ? at : new Date(at.getTime() + DAY_MS);
}

const BACKUP_JOB = 'backup:daily';
const backupPayload = z.object({ day: z.string() });

/**
 * The daily backup (BACKUP_SCHEDULE): a job per day, keyed by its day, so that of N instances
 * queueing it one runs it once; each run queues the next day's.
 */
export function scheduleBackups(ctx: AppContext) {
  const { atMinute, dir, keep } = ctx.config.backup;
  if (atMinute === undefined) return { queueNext: async () => undefined };
  async function queueNext(now = new Date()) {
    const at = nextBackupAt(now, atMinute!);
    const day = at.toISOString().slice(0, 10);
    await ctx.jobs.enqueue(
      BACKUP_JOB,
      { day },
      { key: `${BACKUP_JOB}:${day}`, delayMs: at.getTime() - now.getTime() },
    );
  }
  ctx.jobs.define(BACKUP_JOB, {
    schema: backupPayload,
    // A snapshot is large: a failed one is tried again after a while, a few times.
    attempts: 3,
    backoff: () => 10 * 60 * 1000,
    messages: { retrying: 'backup failed; retrying', gaveUp: 'backup failed; giving up' },
    logFields: ({ day }) => ({ day }),
    async handler() {
      const { made, removed } = await backupAndPrune(ctx.sequelize, ctx.storage, { dir, keep });
      ctx.logger.info({ snapshot: made, removed }, 'backup written');
      await queueNext();
    },
  });
  return { queueNext };
}
