import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { HttpError } from '../http';
import { RedisStore } from 'rate-limit-redis';
import { SqlRateLimitStore } from './rate-limit-store';
import type { RedisClient } from './redis';

/** What the limiters are built from: the app's database, configuration and optional Redis. */
export interface LimiterContext {
  sequelize: Sequelize;
  config: Config;
  redis?: RedisClient;
}

export interface LimiterSpec {
  /** Namespace of this limiter's counters (two limiters never share a counter). */
  name: string;
  windowMs: number;
  limit: number;
  /**
   * True: counters every API instance shares even without Redis (the database's `rate_limits`),
   * for limits a guesser must not escape by landing on another instance (sign-in). False: this
   * process's memory, cheap enough for every write.
   */
  shared: boolean;
  /** The 429 message, given the whole minutes until the window ends (at least 1). */
  message: (minutes: number) => string;
  /** Whose counter a request raises; the client's IP (an IPv6 /56 as one) by default. */
  keyGenerator?: (req: Request) => string;
  skip?: Options['skip'];
  skipSuccessfulRequests?: boolean;
}

/** The client's IP as a limiter key; IPv6 addresses count per /56 (one customer's network). */
export const ipKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/** "in 3 minutes" style wording shared by every 429. */
export const tryAgainIn = (minutes: number) =>
  `Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;

/**
 * Where a limiter counts. With REDIS_URL: Redis, for every limiter but the `shared` (sign-in)
 * ones, so N instances enforce one limit; those stay in the database, which every instance
 * shares anyway. Without Redis: the database for `shared`, this process's memory for the rest.
 * A Redis that fails lets requests through (logged) rather than failing them: these limits
 * guard against floods, and the sign-in ones do not depend on Redis.
 */
function storeFor(
  ctx: Pick<LimiterContext, 'sequelize' | 'redis'>,
  spec: LimiterSpec,
): Partial<Options> {
  if (spec.shared) return { store: new SqlRateLimitStore(ctx.sequelize, spec.name) };
  const { redis } = ctx;
  if (!redis) return {};
  return {
    store: new RedisStore({
      prefix: `stackfolio:rl:${spec.name}:`,
      sendCommand: (...args: string[]) => redis.sendCommand(args),
    }),
    passOnStoreError: true,
  };
}

/**
 * The one way the API builds a rate limiter: same headers (draft-7 RateLimit, Retry-After),
 * same readable 429 body, and one place that decides where counters live.
 */
export function createRateLimiter(
  ctx: Pick<LimiterContext, 'sequelize' | 'config' | 'redis'>,
  spec: LimiterSpec,
): RequestHandler {
  const { windowMs } = spec;
  return rateLimit({
    windowMs,
    limit: spec.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: spec.keyGenerator ?? ipKey,
    skip: spec.skip,
    skipSuccessfulRequests: spec.skipSuccessfulRequests ?? false,
    validate: { keyGeneratorIpFallback: false },
    ...storeFor(ctx, spec),
    handler: (req, res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit
        ?.resetTime;
      const msLeft = resetTime ? resetTime.getTime() - Date.now() : windowMs;
      const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
      next(
        new HttpError(429, spec.message(minutes), undefined, {
          'Retry-After': String(res.getHeader('Retry-After') ?? Math.ceil(windowMs / 1000)),
        }),
      );
    },
  });
}
