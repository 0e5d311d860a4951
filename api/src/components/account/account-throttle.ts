import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { createRateLimiter, ipKey, tryAgainIn } from '../../lib/rate-limit';

const emailKey = (req: Request) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Throttles for the mailed-link flows, with M = AUTH_RATE_LIMIT_MAX per window: reset requests
 * per address (M/4, at least 1: nobody can flood a mailbox) and per IP (M), and uses of a link
 * per IP (M: each costs a scrypt). Counters are shared by every instance, like sign-in's.
 */
export function createAccountThrottle(ctx: Pick<AppContext, 'sequelize' | 'config'>) {
  const { max, windowMs } = ctx.config.authRateLimit;
  const limiter = (name: string, limit: number, keyGenerator: (req: Request) => string) =>
    createRateLimiter(ctx, {
      name,
      windowMs,
      limit,
      shared: true,
      keyGenerator,
      message: (minutes) => `Too many password reset attempts. ${tryAgainIn(minutes)}`,
    });
  return {
    resetRequest: [
      limiter('reset-ip', max, ipKey),
      limiter('reset-email', Math.max(1, Math.ceil(max / 4)), emailKey),
    ] as RequestHandler[],
    linkUse: [limiter('link-ip', max, ipKey)] as RequestHandler[],
  };
}
