import { Router } from 'express';
import {
  TWO_FACTOR_MESSAGES,
  secondFactorSchema,
  totpEnableRequestSchema,
  type MessageResponse,
  type RecoveryCodesResponse,
  type TotpSetupResponse,
  type TwoFactorStatus,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http';
import { requireAuth, userIdOf } from '../auth/auth.middleware';
import { createLoginThrottle } from '../auth/login-throttle';
import type { TwoFactor } from './two-factor.service';

/**
 * /api/account/2fa: Settings → Two-factor authentication. Wrong codes count against the same
 * per-user budget as wrong current passwords (login-throttle's passwordCheck).
 */
export function twoFactorRouter(
  ctx: AppContext,
  twoFactor: TwoFactor,
  emailOf: (userId: number) => Promise<string | null>,
): Router {
  const router = Router();
  const { passwordCheck } = createLoginThrottle(ctx.config, ctx.sequelize, async () => null);

  router.get('/2fa', requireAuth, async (req, res) => {
    res.json((await twoFactor.status(userIdOf(req))) satisfies TwoFactorStatus);
  });

  router.post('/2fa/totp/setup', requireAuth, async (req, res) => {
    const email = await emailOf(userIdOf(req));
    if (!email) throw notFound('User not found');
    res.json((await twoFactor.setup(userIdOf(req), email)) satisfies TotpSetupResponse);
  });

  router.post('/2fa/totp/enable', requireAuth, ...passwordCheck, async (req, res) => {
    const { code } = totpEnableRequestSchema.parse(req.body ?? {});
    res.json((await twoFactor.enable(userIdOf(req), code)) satisfies RecoveryCodesResponse);
  });

  router.post('/2fa/totp/disable', requireAuth, ...passwordCheck, async (req, res) => {
    await twoFactor.disable(userIdOf(req), secondFactorSchema.parse(req.body ?? {}));
    res.json({ message: TWO_FACTOR_MESSAGES.disabled } satisfies MessageResponse);
  });

  router.post('/2fa/recovery-codes', requireAuth, ...passwordCheck, async (req, res) => {
    const factor = secondFactorSchema.parse(req.body ?? {});
    res.json(
      (await twoFactor.regenerateRecoveryCodes(
        userIdOf(req),
        factor,
      )) satisfies RecoveryCodesResponse,
    );
  });

  return router;
}
