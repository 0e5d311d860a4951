import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import type { Sequelize } from 'sequelize';
import './types';
import { accountRouter, createAccountTokens, createEmailVerification } from './components/account';
import { twoFactorRouter } from './components/two-factor';
import { adminRouter } from './components/admin';
import { createModerationService, reportsRouter } from './components/moderation';
import { analyticsRouter, createAnalyticsService } from './components/analytics';
import {
  authRouter,
  bearerAuth,
  createAuthService,
  createPassport,
  createSession,
  hasSessionCookie,
  originCheck,
  sessionFreshness,
} from './components/auth';
import { blockedListRouter, blocksRouter, createBlocksService } from './components/blocks';
import { contactRouter, createContactService, messagesRouter } from './components/contact';
import { clientErrorsRouter } from './components/client-errors';
import { createCardsService } from './components/cards';
import { createFollowsService, followingFeedRouter, followsRouter } from './components/follows';
import { createHandlesService, handlesRouter } from './components/handles';
import { healthRouter } from './components/health';
import { createNotifications, type NotificationsService } from './components/notifications';
import {
  createPinsService,
  createProjectsService,
  pinsRouter,
  projectsRouter,
} from './components/projects';
import { createPreviewPool, createPreviewsService, previewsRouter } from './components/previews';
import { resumeRouter } from './components/resume';
import { createSocialService, projectSocialRouter, reactionsRouter } from './components/social';
import { searchRouter } from './components/search';
import { createUsersService, usersRouter } from './components/users';
import type { Config } from './config';
import type { AppContext } from './context';
import { defineModels } from './db/models';
import { createSequelize } from './db/sequelize';
import { apiNotFound, errorHandler, createLogger, requestLogger, fixedHeaders } from './lib/http';
import { createJobs } from './jobs';
import { createMailer, type MailerOptions } from './components/mail';
import { createResponseCache } from './db/response-cache';
import { scheduleBackups } from './components/backups';
import {
  alertUnsubscribeRouter,
  createSavedSearches,
  savedSearchesRouter,
  scheduleAlerts,
} from './components/saved-searches';
import { startOrphanSweep } from './components/uploads/orphan-sweep';
import { writeLimits, connectRedis } from './lib/rate-limit';
import { createStorage } from './lib/storage';
import { apiDocsRouter } from './components/api-docs';
import { createPageReads, type PageReads } from './components/pages';
import { uploadedImages } from './components/uploads';

export interface CreateAppOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
  /** Use this Sequelize instance instead of opening one from config.databaseUrl. */
  sequelize?: Sequelize;
  /** Mail retry timing (tests shorten it). */
  mailer?: MailerOptions;
  /** How long the anonymous micro-cache keeps an answer (tests lengthen it to observe hits). */
  listCacheTtlMs?: number;
  /**
   * The pages: mounted after the API and uploads, with what they read in-process. Without it the
   * server answers the API alone.
   */
  frontEnd?: (parts: FrontEndParts) => RequestHandler;
}

const JOBS_GRACE_MS = 3_000;

/** A conversion that takes longer is abandoned (its worker ends) and the file has no preview. */
const PREVIEW_TIMEOUT_MS = 60_000;

/** What the page server is given: the configuration, a logger and the API's reads. */
export interface FrontEndParts {
  config: Config;
  reads: PageReads;
}

export interface StackfolioApp {
  app: Express;
  ctx: AppContext;
  /** The reads the pages are rendered from. */
  reads: PageReads;
  /** What people are told, and mailed, about their work. */
  notifications: NotificationsService;
  /** Resolves once the background work of saves so far (file previews, share cards) is done. */
  settled(): Promise<void>;
  /**
   * Ends the long-lived responses (notification streams), so a graceful shutdown's drain does not
   * wait for them; browsers reconnect, to another instance if there is one.
   */
  drain(): void;
  /** Saved-search alerts: those due now, or every one with new matches (`sendNow`). */
  alerts: Pick<ReturnType<typeof scheduleAlerts>, 'sendDue' | 'sendNow'>;
  /** Weekly summaries: those of the last full week, now; how many people have one due. */
  weekly: { sendNow(now?: Date): Promise<number> };
  /** Closes the database (unless it was passed in), the session store and timers. */
  close(): Promise<void>;
}

/**
 * Builds the server (the API, and the pages when `options.frontEnd` is given) without listening.
 * The database must already be migrated (see db/migrate.ts; start.ts does it).
 */
export async function createApp(
  config: Config,
  options: CreateAppOptions = {},
): Promise<StackfolioApp> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const sequelize = options.sequelize ?? createSequelize(config.databaseUrl);
  // Running jobs get 3 s at shutdown, within lifecycle's 5 s for closing resources.
  const jobs = createJobs(
    sequelize,
    logger,
    { ...config.jobs, graceMs: JOBS_GRACE_MS },
    config.redisUrl ? { url: config.redisUrl, prefix: config.jobs.redisPrefix } : undefined,
  );
  const ctx: AppContext = {
    config,
    sequelize,
    models: defineModels(sequelize),
    storage: createStorage(config, logger),
    logger,
    redis: config.redisUrl ? await connectRedis(config.redisUrl) : undefined,
    jobs,
    mailer: createMailer(config.mail, jobs, logger, options.mailer),
  };
  const sessions = await createSession(ctx);
  const stopSweep = startOrphanSweep(ctx.storage, ctx.models, logger, config.orphanSweepMinutes);
  // Share cards are made in the background after each change to what they show.
  const cards = createCardsService(ctx);
  const accountTokens = createAccountTokens(sequelize);
  const blocks = createBlocksService(ctx);
  const verification = createEmailVerification(ctx, accountTokens);
  const authService = createAuthService(ctx, {
    onRegistered: async (userId) => {
      void cards.nudge();
      await verification.registered(userId);
    },
  });
  const passport = createPassport(authService);
  const notifying = await createNotifications(ctx);
  const notifications = notifying.service;

  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  // The same fixed headers on every response, computed once (lib/http/fixed-headers.ts).
  app.use(
    fixedHeaders(
      helmet({
        // Nothing may run or frame a response; pages replace this with their nonce policy (serving/csp.ts).
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        xFrameOptions: { action: 'deny' },
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        // Browsers' default; "no-referrer" would hide which page led a visitor to a profile.
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: config.publicUrl.startsWith('https:'),
      }),
    ),
  );
  // A request that accepts no encoding gets the response as it is (compression would pick
  // identity): it skips compression's per-response hooks and gets the same Vary header.
  const compress = compression();
  app.use((req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  });

  const api = express.Router();
  api.use(originCheck(config));
  // Public lists, profiles and projects for callers who cannot be signed in (no session cookie,
  // no bearer token) come from a 1 s micro-cache that every write drops (db/response-cache.ts),
  // before session lookup. `/users/:id` covers `/users/all` and `/users/featured` too.
  const listCache = createResponseCache(sequelize, {
    hasSessionCookie,
    ttlMs: options.listCacheTtlMs,
  });
  const cachedLists = [
    '/projects',
    '/projects/:id',
    '/projects/user/:userId',
    '/users/:id',
    '/users/:id/projects',
    '/users/:id/projects/:slug',
    '/search',
  ];
  api.get(cachedLists, listCache.middleware);
  api.use(express.json({ limit: '100kb' }));
  api.use(express.urlencoded({ extended: false, limit: '100kb' }));
  // A request without a session cookie has no session to load, and starts one only by signing in
  // (a POST under /auth). A GET or HEAD, or a request with a bearer token outside /auth, skips the
  // session, passport and its sign-in: it meets the database only for its token.
  const needsSession = (req: Request) =>
    hasSessionCookie(req) ||
    (req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      (!req.headers.authorization || req.path.startsWith('/auth/')));
  const sessionFor =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      needsSession(req) ? handler(req, res, next) : next();
  api.use(sessionFor(sessions.middleware));
  // Passport's request helpers (req.logIn and the like) only serve session sign-ins.
  api.use(sessionFor(passport.initialize()));
  api.use(sessionFor(passport.session()));
  api.use(sessionFreshness(config.sessionAbsoluteMs));
  api.use(bearerAuth(authService));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(writeLimits(ctx));
  api.use('/health', healthRouter(ctx));
  api.use('/client-errors', clientErrorsRouter(ctx));
  api.get('/login', (_req, res) => res.redirect(302, '/login'));
  api.use('/auth', authRouter(ctx, authService, passport, notifications.newDevice));
  api.use(
    '/account',
    accountRouter(ctx, authService, accountTokens, verification, notifying.preferences),
    notifying.preferencesRouter(),
    pinsRouter(createPinsService(ctx)),
    blockedListRouter(blocks),
    twoFactorRouter(
      ctx,
      authService.twoFactor,
      async (id) => (await authService.repo.findUserById(id))?.email ?? null,
    ),
  );
  const savedSearches = createSavedSearches(ctx, { onAlertsOn: () => alerts.queueNext() });
  const alerts = scheduleAlerts(ctx, savedSearches, notifications.savedSearchMatched);
  api.use('/email', alertUnsubscribeRouter(savedSearches), notifying.unsubscribeRouter());
  api.use('/saved-searches', savedSearchesRouter(savedSearches));
  api.use('/handles', handlesRouter(ctx, createHandlesService(ctx)));
  // Previews and write-ups are made in a worker thread, never on the event loop serving requests.
  const previewPool = createPreviewPool({ timeoutMs: PREVIEW_TIMEOUT_MS });
  const previews = createPreviewsService(ctx, previewPool);
  const projects = createProjectsService(ctx, {
    renderWriteup: async (markdown, gallery) => {
      const made = await previewPool.render({ markdown, gallery });
      return 'html' in made ? made.html : '';
    },
    onFilesStored: () => void previews.nudge(),
    onCardChanged: (id) => cards.changed('project', id),
  });
  // Previews and cards a stop left unmade are made now.
  void previews.nudge();
  void cards.nudge();
  const social = createSocialService(ctx, {
    onLikeToggled: notifications.likeToggled,
    onCommented: notifications.commented,
  });
  const usersService = createUsersService(ctx, {
    onCardChanged: (id) => cards.changed('user', id),
  });
  const users = usersRouter(ctx, usersService, projects);
  const projectRoutes = projectsRouter(ctx, projects, verification.gate);
  const follows = createFollowsService(ctx, { onFollowed: notifications.followed });
  // The busiest routes' router first: a router that handles nothing hands the request on in a
  // later turn of the event loop. No path of one router is another's (`/projects/following`
  // stays before `/projects/:id`).
  const contact = createContactService(ctx, {
    onSent: notifications.contactRequested,
    preferences: notifying.preferences,
  });
  api.use(
    '/users',
    users,
    reactionsRouter(social),
    followsRouter(follows),
    blocksRouter(blocks),
    contactRouter(contact, verification.gate),
  );
  api.use('/messages', messagesRouter(contact));
  api.use(
    '/projects',
    followingFeedRouter(follows),
    projectRoutes,
    previewsRouter(previews),
    projectSocialRouter(social, verification.gate),
  );
  api.use('/search', searchRouter(usersService, projects));
  api.use('/analytics', analyticsRouter(ctx, createAnalyticsService(ctx)));
  const moderation = createModerationService(ctx, {
    projects,
    social,
    onModerated: notifications.moderated,
  });
  api.use('/reports', verification.gate, reportsRouter(moderation));
  api.use('/admin', adminRouter(ctx, moderation));
  api.use('/resume', resumeRouter(ctx));
  api.use('/notifications', notifying.router());
  api.use(apiDocsRouter());
  api.use(apiNotFound);
  app.use('/api', api);

  app.use('/uploads/images', uploadedImages(ctx.storage));
  const reads = createPageReads(ctx.models, { users: usersService, projects, previews });
  if (options.frontEnd) app.use(options.frontEnd({ config, reads }));
  app.use(errorHandler);
  const backups = scheduleBackups(ctx);
  // Every kind of job is defined by now (components define theirs when they are built).
  jobs.start();
  await backups.queueNext();
  await notifying.weekly.queueNext();
  // With its migration still pending there is no table to read yet; saving a search queues it.
  await alerts
    .queueNext()
    .catch((err: Error) =>
      logger.warn({ reason: err.message }, 'saved-search alerts not scheduled'),
    );

  return {
    app,
    ctx,
    reads,
    notifications,
    settled: async () => {
      await Promise.all([previews.settled(), cards.settled(), notifications.settled()]);
    },
    drain: notifying.drain,
    alerts,
    weekly: notifying.weekly,
    async close() {
      await stopSweep();
      await previews.stop();
      await cards.stop();
      listCache.close();
      // Before the pool closes: running jobs finish or are handed back to the queue.
      await jobs.stop();
      await notifying.close();
      ctx.mailer.close();
      await sessions.close();
      ctx.storage.close();
      await ctx.redis?.quit();
      if (!options.sequelize) await sequelize.close();
    },
  };
}
