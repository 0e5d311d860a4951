import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { Config } from './config';
import type { Models } from './db/models';
import type { RedisClient } from './lib/rate-limit';
import type { Jobs } from './jobs';
import type { Mailer } from './components/mail';
import type { Storage } from './lib/storage';

/** What every component is built from; created once per app in app.ts. */
export interface AppContext {
  config: Config;
  sequelize: Sequelize;
  models: Models;
  storage: Storage;
  logger: Logger;
  /** With REDIS_URL: the connection every rate limiter's counters live in (lib/rate-limit/rate-limit.ts). */
  redis?: RedisClient;
  /** Durable background work (api/src/jobs); define kinds before the app starts it. */
  jobs: Jobs;
  mailer: Mailer;
}
