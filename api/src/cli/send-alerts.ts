import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { createMailer } from '../components/mail';
import { createNotifications } from '../components/notifications';
import { createSavedSearches, scheduleAlerts } from '../components/saved-searches';
import { defineModels } from '../db/models';
import { createJobs } from '../jobs';
import { createLogger } from '../lib/http';
import { connectRedis } from '../lib/rate-limit';
import type { Storage } from '../lib/storage';

type Queue = (
  ctx: AppContext,
  notifying: Awaited<ReturnType<typeof createNotifications>>,
) => Promise<number>;

/**
 * Queues work as the server's scheduled run would (`queue`), then does it and delivers its mails
 * before returning. Notifications are announced as the server's are (over Redis, with REDIS_URL,
 * to open bells on every instance). A running server may do some of the jobs first: each is
 * keyed, so each is done once.
 */
async function runNow(
  config: Config,
  sequelize: Sequelize,
  storage: Storage,
  queue: Queue,
): Promise<number> {
  const logger = createLogger('warn');
  const jobs = createJobs(
    sequelize,
    logger,
    { ...config.jobs, graceMs: 3000 },
    config.redisUrl ? { url: config.redisUrl, prefix: config.jobs.redisPrefix } : undefined,
  );
  const mailer = createMailer(config.mail, jobs, logger);
  const ctx: AppContext = {
    config,
    sequelize,
    models: defineModels(sequelize),
    storage,
    logger,
    redis: config.redisUrl ? await connectRedis(config.redisUrl) : undefined,
    jobs,
    mailer,
  };
  const notifying = await createNotifications(ctx);
  try {
    const queued = await queue(ctx, notifying);
    jobs.start();
    await notifying.service.settled();
    await mailer.drain();
    return queued;
  } finally {
    await jobs.stop();
    await notifying.close();
    mailer.close();
    await ctx.redis?.quit();
  }
}

/**
 * `npm run admin -- send-alerts`: every saved search with alerts and new matches mails now (and
 * gets its notification in the bell).
 */
export const sendAlerts = (config: Config, sequelize: Sequelize, storage: Storage) =>
  runNow(config, sequelize, storage, (ctx, { service }) =>
    scheduleAlerts(ctx, createSavedSearches(ctx), service.savedSearchMatched).sendNow(),
  );

/**
 * `npm run admin -- send-weekly`: the weekly summaries of the last full week (Monday to Monday,
 * DIGEST_HOUR_UTC) that are not made yet, now. Returns how many people had activity in it.
 */
export const sendWeekly = (config: Config, sequelize: Sequelize, storage: Storage) =>
  runNow(config, sequelize, storage, (_ctx, { weekly }) => weekly.sendNow());
