import type { Sequelize } from 'sequelize';
import { createEngagement } from '../components/engagement';
import { createAuthRepository } from '../components/auth';
import { createAuditLog } from '../components/moderation/audit-log';
import { inTransaction } from '../db/transactions';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { defineModels } from '../db/models';
import { createSequelize } from '../db/sequelize';
import { copyStorage, createStorage } from '../lib/storage';
import { sweepOrphanFiles } from '../components/uploads/orphan-sweep';
import type { Storage } from '../lib/storage';
import path from 'node:path';
import { backupAndPrune, restore } from '../components/backups';
import { backfillImages, describeBackfill } from './images-backfill';
import { storageAt } from './storage-copy';
import { sendAlerts, sendWeekly } from './send-alerts';

const USAGE =
  'Usage: npm run admin -w api -- grant <email> | revoke <email> | refresh-scores | sweep-files' +
  ' | storage-copy --to <s3://bucket[/prefix] or folder> | images' +
  ' | backup [--to <folder>] [--keep <n>] | restore <snapshot folder> [--force] | send-alerts' +
  ' | send-weekly';

/** The value after `--name` in args, if any. */
const option = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/** Who ran the command, as the system names them. */
const cliUser = (env: NodeJS.ProcessEnv) => env.SUDO_USER || env.USER || env.LOGNAME || 'unknown';

/**
 * Grants or revokes admin rights, recomputes impact scores, removes orphaned upload files
 * (older than the grace period, in the configured store), copies the store elsewhere or builds
 * the variants of images stored before the pipeline (progress lines go to `progress`); returns
 * the line to print. Throws with a readable message.
 */
export async function runAdminCommand(
  args: string[],
  sequelize: Sequelize,
  storage?: Storage,
  env: NodeJS.ProcessEnv = process.env,
  progress: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<string> {
  const [command, email] = args;
  if (command === 'images') {
    if (!storage) throw new Error('images needs the file storage (UPLOAD_DIR or STORAGE_URL)');
    return describeBackfill(
      await backfillImages(sequelize, defineModels(sequelize), storage, { progress }),
    );
  }
  if (command === 'storage-copy') {
    const target = option(args, '--to');
    if (!target || !storage) throw new Error(USAGE);
    const to = storageAt(target, env);
    try {
      const { copied, skipped } = await copyStorage(storage, to);
      return `Copied ${copied} files from ${storage.location} to ${to.location}, skipped ${skipped} already there`;
    } finally {
      to.close();
    }
  }
  if (command === 'backup') {
    if (!storage) throw new Error('backup needs the file storage (UPLOAD_DIR or STORAGE_URL)');
    const settings = loadConfig(env).backup;
    const to = option(args, '--to');
    const keep = Number(option(args, '--keep') ?? settings.keep);
    if (!Number.isInteger(keep) || keep < 0) throw new Error('--keep takes a whole number');
    const { made, removed } = await backupAndPrune(sequelize, storage, {
      // A folder given on the command line is where npm was run from, not api/.
      dir: to ? path.resolve(env.INIT_CWD ?? process.cwd(), to) : settings.dir,
      keep,
    });
    return `Snapshot written to ${made}${removed ? `; removed ${removed} older` : ''}`;
  }
  if (command === 'restore') {
    if (!args[1] || args[1].startsWith('--') || !storage) throw new Error(USAGE);
    const snapshot = path.resolve(env.INIT_CWD ?? process.cwd(), args[1]);
    const { rows, files } = await restore(sequelize, storage, snapshot, {
      force: args.includes('--force'),
    });
    return `Restored ${rows} rows and ${files} files from ${snapshot}`;
  }
  if (command === 'send-alerts') {
    if (!storage) throw new Error(USAGE);
    const mailed = await sendAlerts(loadConfig(env), sequelize, storage);
    return `Sent ${mailed} saved-search ${mailed === 1 ? 'alert' : 'alerts'}`;
  }
  if (command === 'send-weekly') {
    if (!storage) throw new Error(USAGE);
    const made = await sendWeekly(loadConfig(env), sequelize, storage);
    return `Made the weekly summaries of ${made} ${made === 1 ? 'person' : 'people'} active last week (none twice)`;
  }
  if (command === 'refresh-scores') {
    await createEngagement(defineModels(sequelize)).refreshAllScores();
    return 'Impact scores recomputed for every user';
  }
  if (command === 'sweep-files') {
    if (!storage) throw new Error('sweep-files needs the file storage (UPLOAD_DIR or STORAGE_URL)');
    const { checked, removed } = await sweepOrphanFiles(storage, defineModels(sequelize));
    return `Checked ${checked} upload files, removed ${removed.length} no longer referenced`;
  }
  if ((command !== 'grant' && command !== 'revoke') || !email) throw new Error(USAGE);
  const models = defineModels(sequelize);
  const repo = createAuthRepository(models);
  const user = await repo.findUserByEmail(email.trim());
  if (!user) throw new Error(`No user with email ${email}`);
  // The change and its audit-log entry are written together.
  await inTransaction(sequelize, async () => {
    await repo.setAdmin(user.email, command === 'grant');
    await createAuditLog(models).record(
      { via: 'cli', id: null, label: `command line (${cliUser(env)})` },
      {
        action: command === 'grant' ? 'grant-admin' : 'revoke-admin',
        targetType: 'profile',
        targetId: user.id,
        targetLabel: `${user.firstName} ${user.lastName} <${user.email}>`,
      },
    );
  });
  return command === 'grant' ? `${email} is now an admin` : `${email} is no longer an admin`;
}

if (require.main === module) {
  const config = loadConfig();
  const sequelize = createSequelize(config.databaseUrl);
  const storage = createStorage(config);
  migrate(sequelize)
    .then(() => runAdminCommand(process.argv.slice(2), sequelize, storage))
    .then((line) => console.log(line))
    .catch((err: Error) => {
      console.error(err.message);
      process.exitCode = 1;
    })
    .finally(() => {
      storage.close();
      return sequelize.close();
    });
}
