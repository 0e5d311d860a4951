import { ADMIN_MESSAGES } from '@stackfolio/contract';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../../config';
import { forbidden, unauthorized } from '../../lib/http';
import type { TokenLookup } from './auth-user';

/** Requires a signed-in user (session cookie or bearer token). */
export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthorized());
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next(req.user.isAdmin ? undefined : forbidden(ADMIN_MESSAGES.accessDenied));
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
export function bearerAuth(service: TokenLookup): RequestHandler {
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

/** The origin of a URL header value, or null when it is not an absolute http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for every state-changing request (anything but GET, HEAD, OPTIONS), mounted in
 * front of every /api route (uploads, logout and client errors included): a request that names a
 * foreign `Origin` (or `null`) is refused; without `Origin`, a foreign `Referer` is refused. A
 * request with neither passes: browsers send `Origin` on every cross-origin POST/PUT/PATCH/DELETE
 * (forms and fetch alike) and the session cookie is SameSite=Lax, so only non-browser clients
 * (curl, scripts with a bearer token, server to server) arrive that way, and they carry no
 * victim's cookie.
 */
export function originCheck(config: Config): RequestHandler {
  const allowed = new URL(config.publicUrl).origin;
  return (req, _res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    const referer = req.get('referer');
    if (origin === undefined && !referer) return next();
    const claimed = origin !== undefined ? originOf(origin) : originOf(referer!);
    // PUBLIC_URL only: an origin built from the request's own Host header is the attacker's to pick.
    next(claimed === allowed ? undefined : forbidden('Cross-site request refused'));
  };
}
