import type { Request, RequestHandler } from 'express';
import { ACCOUNT_MESSAGES } from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { createRateLimiter, ipKey, tryAgainIn } from '../../lib/rate-limit';

const emailKey = (req: Request) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Throttles for the mailed-link flows, with M = AUTH_RATE_LIMIT_MAX per window: reset requests
 * per address (M/4, at least 1: nobody can flood a mailbox) and per IP (M), and uses of a link
 * per IP (M: each costs a scrypt), and confirmation mails asked for again per account (M/4, at
 * least 1). Counters are shared by every instance, like sign-in's.
 */
export function createAccountThrottle(ctx: Pick<AppContext, 'sequelize' | 'config'>) {
  const { max, windowMs } = ctx.config.authRateLimit;
  const limiter = (
    name: string,
    limit: number,
    keyGenerator: (req: Request) => string,
    message = 'Too many password reset attempts.',
  ) =>
    createRateLimiter(ctx, {
      name,
      windowMs,
      limit,
      shared: true,
      keyGenerator,
      message: (minutes) => `${message} ${tryAgainIn(minutes)}`,
    });
  const perAddress = Math.max(1, Math.ceil(max / 4));
  return {
    resetRequest: [
      limiter('reset-ip', max, ipKey),
      limiter('reset-email', perAddress, emailKey),
    ] as RequestHandler[],
    /** Behind requireAuth: one mailbox gets at most M/4 confirmation mails a window. */
    resendVerification: [
      limiter(
        'verify-resend',
        perAddress,
        (req) => `user:${req.user?.id ?? 0}`,
        ACCOUNT_MESSAGES.tooManyConfirmations,
      ),
    ] as RequestHandler[],
    linkUse: [limiter('link-ip', max, ipKey)] as RequestHandler[],
  };
}
