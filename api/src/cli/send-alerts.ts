import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { createMailer } from '../components/mail';
import { createSavedSearches, scheduleAlerts } from '../components/saved-searches';
import { defineModels } from '../db/models';
import { createJobs } from '../jobs';
import { createLogger } from '../lib/http';
import type { Storage } from '../lib/storage';

/**
 * `npm run admin -- send-alerts`: every saved search with alerts and new matches mails now. The
 * mails go through the job queue, as the server sends them, and this command delivers them
 * before it returns (a running server may deliver some of them first: each is sent once).
 */
export async function sendAlerts(
  config: Config,
  sequelize: Sequelize,
  storage: Storage,
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
    jobs,
    mailer,
  };
  const alerts = scheduleAlerts(ctx, createSavedSearches(ctx));
  try {
    const queued = await alerts.sendNow();
    jobs.start();
    await mailer.drain();
    return queued;
  } finally {
    await jobs.stop();
    mailer.close();
  }
}
