import { Router, type Request, type RequestHandler } from 'express';
import { createRateLimiter, ipKey, tryAgainIn, type LimiterContext } from './rate-limit';

/** Each limited kind of write (edits may carry files too): the routes it covers and how a 429 names it. */
const WRITES = [
  {
    kind: 'comments',
    routes: [
      ['post', '/projects/:id/comments'],
      ['patch', '/projects/:id/comments/:commentId'],
      ['delete', '/projects/:id/comments/:commentId'],
    ],
  },
  { kind: 'likes', routes: [['post', '/projects/:id/like']] },
  { kind: 'reports', routes: [['post', '/reports']] },
  { kind: 'uploads', routes: [['post', '/projects']] },
  { kind: 'project saves', routes: [['put', '/projects/:id']] },
  { kind: 'write-up previews', routes: [['post', '/projects/writeup-preview']] },
  { kind: 'profile saves', routes: [['patch', '/users/profile']] },
  {
    kind: 'follows',
    routes: [
      ['put', '/users/:id/follow'],
      ['delete', '/users/:id/follow'],
    ],
  },
] as const;

/**
 * Write limits (mounted on /api after authentication, before the routers): for each kind, M =
 * WRITE_RATE_LIMIT_MAX writes per signed-in account and 5M per IP in each window, so one account
 * cannot flood a project with comments and one client cannot do it with many accounts. Counters
 * are in memory (no database write per user write); the limiters run before any upload is read. Requests without a
 * user are left to the routes, which refuse them with 401.
 */
export function writeLimits(ctx: Pick<LimiterContext, 'sequelize' | 'config'>): RequestHandler {
  const { max, windowMs } = ctx.config.writeRateLimit;
  const router = Router();
  const skip = (req: Request) => !req.user;
  for (const { kind, routes } of WRITES) {
    const message = (minutes: number) => `Too many ${kind}. ${tryAgainIn(minutes)}`;
    const name = `writes:${kind}`;
    const perAccount = createRateLimiter(ctx, {
      name: `${name}:account`,
      windowMs,
      limit: max,
      shared: false,
      message,
      skip,
      keyGenerator: (req) => `user:${req.user!.id}`,
    });
    const perIp = createRateLimiter(ctx, {
      name: `${name}:ip`,
      windowMs,
      limit: 5 * max,
      shared: false,
      message,
      skip,
      keyGenerator: ipKey,
    });
    for (const [method, path] of routes) router[method](path, perAccount, perIp);
  }
  // Reads pass by without entering the router: a router that handles nothing hands the request
  // on in a later turn of the event loop (setImmediate), which every GET paid for nothing.
  return (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS'
      ? next()
      : router(req, res, next);
}
