import type { Request, Response } from 'express';
import { TWO_FACTOR_REMEMBER_DAYS } from '@stackfolio/contract';
import type { Config } from '../../config';
import { createSigner } from '../../lib/signing';
import { readCookie } from '../auth/session';

export const REMEMBER_COOKIE = 'stackfolio.2fa';

/** What a remembered browser is bound to: turning the authenticator off or changing the password ends it. */
export interface RememberBinding {
  userId: number;
  enabledAt: Date;
  passwordChangedAt: Date | null;
}

/**
 * "Remember this browser for 30 days": a signed cookie (`<userId>.<expiry>.<HMAC>`), not a row,
 * so nothing is stored per browser. The HMAC covers the account, the expiry, when its
 * authenticator was turned on and when its password last changed, so turning two-factor off and
 * on again, or a new password, forgets every remembered browser. The password is still asked.
 */
export function createRememberedBrowser(config: Pick<Config, 'sessionSecret' | 'publicUrl'>) {
  const signer = createSigner(config.sessionSecret, '2fa-remember:');
  const covered = (b: RememberBinding, expires: number) =>
    `${b.userId}.${expires}.${b.enabledAt.getTime()}.${b.passwordChangedAt?.getTime() ?? 0}`;
  const maxAge = TWO_FACTOR_REMEMBER_DAYS * 86_400_000;

  return {
    remember(res: Response, binding: RememberBinding): void {
      const expires = Date.now() + maxAge;
      res.cookie(
        REMEMBER_COOKIE,
        `${binding.userId}.${expires}.${signer.sign(covered(binding, expires))}`,
        {
          httpOnly: true,
          sameSite: 'lax',
          secure: config.publicUrl.startsWith('https:'),
          maxAge,
          path: '/api/auth',
        },
      );
    },

    isRemembered(req: Request, binding: RememberBinding): boolean {
      const [userId, expires, presented] = (readCookie(req, REMEMBER_COOKIE) ?? '').split('.');
      const exp = Number(expires);
      if (Number(userId) !== binding.userId || !presented || !(exp > Date.now())) return false;
      return signer.verify(covered(binding, exp), presented);
    },
  };
}
