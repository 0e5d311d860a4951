import { Router, type Request } from 'express';
import type { AppContext } from '../../context';
import { requireAuth, userIdOf } from '../auth/auth.middleware';
import type { AuthService } from '../auth/auth.service';
import { createLoginThrottle } from '../auth/login-throttle';
import { createAccountThrottle } from './account-throttle';
import type { AccountTokens } from './account-tokens.repository';
import {
  ACCOUNT_MESSAGES,
  changeEmailRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type DevicesResponse,
  type MessageResponse,
} from '@stackfolio/contract';
import { createDataExport } from './data-export';
import { createDevices } from './devices';
import { createEmailChange } from './email-change';
import type { EmailPreferencesService } from '../notifications';
import type { EmailVerification } from './email-verification';
import { createPasswordReset } from './password-reset';

/** The caller's own session (when signed in with it) and bearer token. */
const callerOf = (req: Request) => ({
  sessionId:
    (req.session as { passport?: { user?: unknown } } | undefined)?.passport?.user !== undefined
      ? req.sessionID
      : undefined,
  tokenHash: req.tokenHash,
});

/**
 * /api/account: password reset, e-mail confirmation and change, devices and data export; request
 * and response schemas are in @stackfolio/contract (account.ts).
 */
export function accountRouter(
  ctx: AppContext,
  auth: AuthService,
  tokens: AccountTokens,
  verification: EmailVerification,
  emailPreferences: Pick<EmailPreferencesService, 'of'>,
): Router {
  const router = Router();
  const reset = createPasswordReset(ctx, auth, tokens);
  const emailChange = createEmailChange(ctx, auth, tokens);
  const devices = createDevices(ctx);
  const dataExport = createDataExport(ctx, emailPreferences.of);
  const throttle = createAccountThrottle(ctx);
  // Shares update-password's counter: one budget of password guesses per user across endpoints.
  const { passwordCheck } = createLoginThrottle(ctx.config, ctx.sequelize, async () => null);

  router.post('/forgot-password', ...throttle.resetRequest, async (req, res) => {
    await reset.request(forgotPasswordRequestSchema.parse(req.body ?? {}).email);
    res.status(202).json({ message: ACCOUNT_MESSAGES.resetRequested } satisfies MessageResponse);
  });

  router.post('/reset-password', ...throttle.linkUse, async (req, res) => {
    const { token, password } = resetPasswordRequestSchema.parse(req.body ?? {});
    await reset.complete(token, password);
    res.json({ message: ACCOUNT_MESSAGES.passwordReset } satisfies MessageResponse);
  });

  router.post('/change-email', requireAuth, ...passwordCheck, async (req, res) => {
    const { password, newEmail, ...factor } = changeEmailRequestSchema.parse(req.body ?? {});
    await emailChange.request(userIdOf(req), password, newEmail, factor);
    res.status(202).json({ message: ACCOUNT_MESSAGES.emailChangeSent } satisfies MessageResponse);
  });

  router.post('/confirm-email', ...throttle.linkUse, async (req, res) => {
    await emailChange.confirm(confirmEmailRequestSchema.parse(req.body ?? {}).token);
    res.json({ message: ACCOUNT_MESSAGES.emailChanged } satisfies MessageResponse);
  });

  router.post('/verify-email', ...throttle.linkUse, async (req, res) => {
    await verification.verify(verifyEmailRequestSchema.parse(req.body ?? {}).token);
    res.json({ message: ACCOUNT_MESSAGES.emailVerified } satisfies MessageResponse);
  });

  router.post(
    '/resend-verification',
    requireAuth,
    ...throttle.resendVerification,
    async (req, res) => {
      await verification.resend(userIdOf(req));
      res
        .status(202)
        .json({ message: ACCOUNT_MESSAGES.verificationSent } satisfies MessageResponse);
    },
  );

  router.get('/devices', requireAuth, async (req, res) => {
    res.json({
      devices: await devices.list(userIdOf(req), callerOf(req)),
    } satisfies DevicesResponse);
  });

  router.post('/devices/sign-out-others', requireAuth, async (req, res) => {
    await devices.signOutOthers(userIdOf(req), callerOf(req));
    res.json({
      devices: await devices.list(userIdOf(req), callerOf(req)),
    } satisfies DevicesResponse);
  });

  router.delete('/devices/:id', requireAuth, async (req, res) => {
    await devices.signOut(userIdOf(req), String(req.params.id));
    res.json({
      devices: await devices.list(userIdOf(req), callerOf(req)),
    } satisfies DevicesResponse);
  });

  router.get('/export', requireAuth, async (req, res) => {
    const userId = userIdOf(req);
    const zip = await dataExport.build(userId);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="stackfolio-data-${userId}-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    zip.outputStream.on('error', (err) => {
      req.log?.error({ err }, 'data export failed while streaming');
      res.destroy(err);
    });
    zip.outputStream.pipe(res);
  });

  return router;
}
