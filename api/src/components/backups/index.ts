import { rm } from 'node:fs/promises';
import type { Sequelize } from 'sequelize';
import type { AppContext } from '../../context';
import { defineDailyJob } from '../../jobs';
import type { Storage } from '../../lib/storage';
import { backup, snapshotsIn } from './snapshots';

export { backup, restore, verifySnapshot, type Manifest } from './snapshots';

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

/**
 * The daily backup (BACKUP_SCHEDULE), run once a day across instances; no schedule, no job.
 */
export function scheduleBackups(ctx: AppContext) {
  const { atMinute, dir, keep } = ctx.config.backup;
  if (atMinute === undefined) return { queueNext: async () => undefined };
  return defineDailyJob(ctx.jobs, 'backup:daily', {
    atMinute,
    what: 'backup',
    async run() {
      const { made, removed } = await backupAndPrune(ctx.sequelize, ctx.storage, { dir, keep });
      ctx.logger.info({ snapshot: made, removed }, 'backup written');
    },
  });
}
