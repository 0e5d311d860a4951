import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { createRateLimiter, ipKey, tryAgainIn, type LimiterSpec } from '../../lib/rate-limit';
import { userIdOf } from './auth.middleware';
import { readCookie } from './session';

/**
 * Sign-in throttling that resists brute force without handing attackers a lockout button
 * (OWASP Authentication Cheat Sheet), with M = AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW:
 * - failed sign-ins per account and IP: M. Fast guessing from one source stops here, and that
 *   source cannot push the account's own counter past M either;
 * - failed sign-ins per account from any IP: 5M. Slows a guesser spread over many IPs. A browser
 *   holding the account's device cookie (set by a successful sign-in there) is exempt, so such an
 *   attack cannot lock the owner out of their own device;
 *   The device cookie is an HMAC of the e-mail and the current password hash, so a password change
 *   revokes every device cookie of the account;
 * - sign-in and registration attempts per IP, all accounts: 5M (credential stuffing, sign-up spam);
 * - failed current-password checks (POST /update-password) per signed-in user: M, so a stolen
 *   session or token cannot brute-force the password (nor burn CPU on scrypt).
 * Counters live in the database (`rate_limits`), shared by every instance on it.
 */

export const DEVICE_COOKIE = 'stackfolio.device';
const DEVICE_COOKIE_DAYS = 180;

const emailOf = (req: Request): string => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The stored password hash of the account with this (lower-cased) e-mail, or null. */
export type PasswordHashOf = (email: string) => Promise<string | null>;

export function createLoginThrottle(
  config: Config,
  sequelize: Sequelize,
  passwordHashOf: PasswordHashOf,
) {
  const { max, windowMs } = config.authRateLimit;
  // Bound to the current password hash: changing the password invalidates every device cookie.
  const deviceTag = (email: string, passwordHash: string) =>
    createHmac('sha256', config.sessionSecret)
      .update(`device:${email}\0${passwordHash}`)
      .digest('base64url');

  const limiter = (
    name: string,
    limit: number,
    extra: Pick<LimiterSpec, 'keyGenerator' | 'skip' | 'skipSuccessfulRequests'>,
    what = 'sign-in',
  ) =>
    createRateLimiter(
      { sequelize, config },
      {
        name,
        windowMs,
        limit,
        shared: true,
        message: (minutes) => `Too many ${what} attempts. ${tryAgainIn(minutes)}`,
        ...extra,
      },
    );

  const perIp = limiter('ip', 5 * max, {});
  const perAccountAndIp = limiter('account-ip', max, {
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `${emailOf(req)}|${ipKey(req)}`,
  });
  const perAccount = limiter('account', 5 * max, {
    skipSuccessfulRequests: true,
    keyGenerator: (req) => emailOf(req),
    skip: (req) => hasDeviceCookie(req),
  });
  const perUserPasswordCheck = limiter(
    'password-check',
    max,
    { skipSuccessfulRequests: true, keyGenerator: (req) => `user:${userIdOf(req)}` },
    'password',
  );

  /**
   * True when this browser signed in to the account (named in the body unless given) before, under
   * its current password. Looks the account up only when a device cookie is presented.
   */
  async function hasDeviceCookie(req: Request, email = emailOf(req)): Promise<boolean> {
    const presented = readCookie(req, DEVICE_COOKIE);
    if (!presented || !email) return false;
    const passwordHash = await passwordHashOf(email);
    if (!passwordHash) return false;
    const expected = Buffer.from(deviceTag(email, passwordHash));
    const actual = Buffer.from(presented);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
    path: '/api/auth',
  };

  return {
    /** For POST /login: per account and IP, then per account (unless a known device), then per IP. */
    login: [perAccountAndIp, perAccount, perIp] as RequestHandler[],
    register: [perIp] as RequestHandler[],
    /** For POST /update-password, after requireAuth: failed current-password checks per user. */
    passwordCheck: [perUserPasswordCheck] as RequestHandler[],
    /** Whether this browser signed in to the account before (its device cookie). */
    knownDevice: (req: Request, email: string) => hasDeviceCookie(req, email),
    /** Marks this browser as a known device of the account after a successful sign-in. */
    async rememberDevice(req: Request, res: Response, email = emailOf(req)): Promise<void> {
      const passwordHash = email ? await passwordHashOf(email) : null;
      if (passwordHash) res.cookie(DEVICE_COOKIE, deviceTag(email, passwordHash), cookieOptions);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
