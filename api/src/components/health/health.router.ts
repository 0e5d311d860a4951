import type { HealthStatus, Liveness, Readiness, Unreadiness } from '@stackfolio/contract';
import { Router, type Application } from 'express';
import type { Sequelize } from 'sequelize';
import type { AppContext } from '../../context';
import { pendingMigrations } from '../../db/migrate';
import { DB_RETRY_AFTER_SECONDS, describeError } from '../../lib/http';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../lib/storage';

/** Marks the app as shutting down: readiness answers 503 from now on (liveness stays 200). */
export function markShuttingDown(app: Application): void {
  app.locals.shuttingDown = true;
}

/** Databases already seen with every migration applied; the list of migrations is fixed per build. */
const migrated = new WeakSet<Sequelize>();

async function migrationsPending(sequelize: Sequelize): Promise<string[]> {
  if (migrated.has(sequelize)) return [];
  const pending = await pendingMigrations(sequelize);
  if (pending.length === 0) migrated.add(sequelize);
  return pending;
}

/**
 * GET /api/health: the database answers (kept as it was).
 * GET /api/health/live: liveness, the process serves requests; never touches the database.
 * GET /api/health/ready: readiness, 503 while shutting down, while the database is unreachable,
 * while migrations are pending or while the file storage (folder or bucket) does not answer.
 */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    try {
      await ctx.sequelize.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' } satisfies HealthStatus);
    } catch (err) {
      req.log.error({ err: describeError(err) }, 'health check: database unreachable');
      res.status(503).json({
        status: 'error',
        database: 'down',
        message: 'The database is unreachable',
      } satisfies HealthStatus);
    }
  });

  router.get('/live', (_req, res) => {
    res.json({ status: 'ok' } satisfies Liveness);
  });

  router.get('/ready', async (req, res) => {
    const unavailable = (body: Omit<Unreadiness, 'status'>) =>
      res
        .status(503)
        .setHeader('Retry-After', String(DB_RETRY_AFTER_SECONDS))
        .json({ status: 'unavailable', ...body });
    if (req.app.locals.shuttingDown === true) {
      return unavailable({ reason: 'shutting-down', message: 'The server is shutting down' });
    }
    try {
      await ctx.sequelize.query('SELECT 1');
    } catch (err) {
      req.log.warn({ err: describeError(err) }, 'readiness: database unreachable');
      return unavailable({
        reason: 'database',
        database: 'down',
        message: 'The database is unreachable',
      });
    }
    let pending: string[];
    try {
      pending = await migrationsPending(ctx.sequelize);
    } catch (err) {
      req.log.warn({ err: describeError(err) }, 'readiness: migration state unknown');
      return unavailable({
        reason: 'database',
        database: 'down',
        message: 'The database is unreachable',
      });
    }
    if (pending.length > 0) {
      return unavailable({
        reason: 'migrations',
        database: 'up',
        pendingMigrations: pending,
        message: `${pending.length} database migration(s) pending`,
      });
    }
    try {
      await ctx.storage.check();
    } catch (err) {
      req.log.warn({ err: describeError(err) }, 'readiness: file storage unreachable');
      return unavailable({
        reason: 'storage',
        database: 'up',
        storage: 'down',
        message: STORAGE_UNAVAILABLE_MESSAGE,
      });
    }
    res.json({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      storage: 'up',
    } satisfies Readiness);
  });
  return router;
}
