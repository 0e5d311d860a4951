import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../../config';
import { HttpError, forbidden, unauthorized } from '../../lib/errors';
import type { AuthService } from './auth.service';

/** Requires a signed-in user (session cookie or bearer token). */
export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthorized());
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next(req.user.isAdmin ? undefined : forbidden("Access Denied: You don't have permission to access this page."));
};

/** The signed-in user's id; call only behind requireAuth. */
export function userIdOf(req: Request): number {
  if (!req.user) throw unauthorized();
  return req.user.id;
}

/**
 * Authenticates `Authorization: Bearer <token>`. An unknown or revoked token is ignored rather
 * than refused, so a browser whose stored token was revoked still works with its cookie.
 */
export function bearerAuth(service: AuthService): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (match) {
      const found = await service.userForToken(match[1]);
      if (found) {
        req.user = found.user;
        req.tokenHash = found.tokenHash;
      }
    }
    next();
  };
}

/** Drops the session's sign-in when it outlived the absolute timeout or predates a password change. */
export function sessionFreshness(absoluteMs: number): RequestHandler {
  return (req, _res, next) => {
    if (req.user && req.session) {
      const authAt = req.session.authAt ?? 0;
      const changedAt = req.user.passwordChangedAt?.getTime() ?? 0;
      if (Date.now() - authAt > absoluteMs || authAt < changedAt) {
        req.user = undefined;
        delete (req.session as { passport?: unknown }).passport;
      }
    }
    next();
  };
}

/**
 * CSRF defence for cookie sessions: a state-changing request that names a foreign Origin is
 * refused. Requests without Origin (curl, server-to-server) pass; SameSite=Lax covers browsers.
 */
export function originCheck(config: Config): RequestHandler {
  const allowed = new URL(config.publicUrl).origin;
  return (req, _res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    if (!origin) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    next(origin === allowed || origin === own ? undefined : forbidden('Cross-site request refused'));
  };
}

function tooMany(res: Response, next: NextFunction, windowMs: number) {
  const minutes = Math.max(1, Math.ceil(windowMs / 60_000));
  next(
    new HttpError(429, `Too many sign-in attempts. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`, undefined, {
      'Retry-After': String(res.getHeader('Retry-After') ?? Math.ceil(windowMs / 1000)),
    }),
  );
}

/** Rate limits for login/register: per client IP, and per account (failed attempts only). */
export function authRateLimits(config: Config): RequestHandler[] {
  const { max, windowMs } = config.authRateLimit;
  const common = {
    windowMs,
    limit: max,
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    handler: (_req: Request, res: Response, next: NextFunction) => tooMany(res, next, windowMs),
  };
  const perIp = rateLimit(common);
  const perAccount = rateLimit({
    ...common,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
      return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
    validate: { keyGeneratorIpFallback: false },
  });
  return [perIp, perAccount];
}
