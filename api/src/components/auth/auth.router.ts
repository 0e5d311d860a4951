import {
  AUTH_MESSAGES,
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  reauthRequestSchema,
  registerRequestSchema,
  updatePasswordRequestSchema,
  type LoginResponse,
  type MessageResponse,
  type TokenResponse,
  type UpdatePasswordResponse,
} from '@stackfolio/contract';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/http';
// The leaf module, not the component's index: analytics' router depends on auth's middleware.
import { countryOf } from '../analytics/tracking';
import { requireAuth, userIdOf } from './auth.middleware';
import type { AuthUser } from './auth-user';
import type { AuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { createLoginTwoFactor } from './login-two-factor';
import type { createPassport } from './passport';
import { SESSION_COOKIE } from './session';
import { hashToken } from './tokens';

type PassportInstance = ReturnType<typeof createPassport>;

/**
 * Signs the user in on this request's session (a fresh session id), stamps the time and notes
 * where the sign-in came from (Settings → Devices).
 */
function logIn(req: Request, user: AuthUser, ctx: AppContext): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logIn(user, (err) => {
      if (err) return reject(err);
      req.session.authAt = Date.now();
      req.session.device = {
        userAgent: (req.get('user-agent') ?? '').slice(0, 512),
        country: countryOf(req, ctx.config),
      };
      resolve();
    });
  });
}

function endSession(req: Request, res: Response): Promise<void> {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}

export function authRouter(
  ctx: AppContext,
  service: AuthService,
  passport: PassportInstance,
  /** Hears a sign-in from a browser that had not signed in to the account before. */
  onNewDevice?: (userId: number, device: { userAgent: string; country: string | null }) => void,
): Router {
  const router = Router();
  /** A bearer token for this browser, tied to the session it signed in with (one device). */
  const issueToken = (req: Request, userId: number) =>
    service.issueToken(userId, {
      ...req.session.device,
      sessionKey: hashToken(req.sessionID),
    });
  const throttle = createLoginThrottle(
    ctx.config,
    ctx.sequelize,
    async (email) => (await service.repo.findUserByEmail(email))?.passwordHash ?? null,
  );
  const secondStep = createLoginTwoFactor(ctx.config, service);

  /** Signs the browser in, marks it a known device of the account and answers a token. */
  async function completeSignIn(req: Request, res: Response, user: AuthUser, email: string) {
    const known = await throttle.knownDevice(req, email);
    await logIn(req, user, ctx);
    await throttle.rememberDevice(req, res, email);
    if (!known && req.session.device) onNewDevice?.(user.id, req.session.device);
    res.json({ token: await issueToken(req, user.id) } satisfies TokenResponse);
  }

  router.post('/register', ...throttle.register, async (req, res) => {
    const input = registerRequestSchema.parse(req.body ?? {});
    const user = await service.register(input);
    await logIn(req, user, ctx);
    // The browser that created the account is its first known device.
    await throttle.rememberDevice(req, res);
    res.status(201).json({ token: await issueToken(req, user.id) } satisfies TokenResponse);
  });

  router.post('/login', ...throttle.login, async (req, res) => {
    req.body = loginRequestSchema.parse(req.body ?? {});
    const user = await new Promise<AuthUser | false>((resolve, reject) => {
      passport.authenticate('local', { session: false }, (err: unknown, u: AuthUser | false) =>
        err ? reject(err) : resolve(u),
      )(req, res, () => undefined);
    });
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    const { email } = req.body as { email: string };
    if (await secondStep.askForCode(req, user, email)) {
      res.json({ twoFactorRequired: true } satisfies LoginResponse);
      return;
    }
    await completeSignIn(req, res, user, email);
  });

  // Wrong codes count against the password sign-in's budget of the same account and IP.
  router.post('/login/2fa', secondStep.asPendingAccount, ...throttle.login, async (req, res) => {
    const { remember, ...factor } = loginTwoFactorRequestSchema.parse(req.body ?? {});
    const { user, email } = await secondStep.complete(req, factor, remember === true, res);
    await completeSignIn(req, res, user, email);
  });

  router.get('/user', requireAuth, async (req, res) => {
    res.json(await service.currentUser(userIdOf(req)));
  });

  router.post('/logout', async (req, res) => {
    if (req.tokenHash) await service.revokeToken(req.tokenHash);
    await endSession(req, res);
    res.json({ message: 'Signed out' } satisfies MessageResponse);
  });

  router.post('/update-password', requireAuth, ...throttle.passwordCheck, async (req, res) => {
    const input = updatePasswordRequestSchema.parse(req.body ?? {});
    const userId = userIdOf(req);
    await service.updatePassword(userId, input, req.session?.id);
    const user = await service.findAuthUser(userId);
    if (user) await logIn(req, user, ctx);
    res.json({
      message: 'Your password has been successfully updated.',
      token: await issueToken(req, userId),
    } satisfies UpdatePasswordResponse);
  });

  // Re-authentication: the current password, with failures throttled like update-password's.
  router.delete('/delete-account', requireAuth, ...throttle.passwordCheck, async (req, res) => {
    const { password, ...factor } = reauthRequestSchema.parse(req.body ?? {});
    await service.reauthenticate(userIdOf(req), password, 'password', factor);
    await service.deleteAccount(userIdOf(req));
    await endSession(req, res);
    res.json({ message: 'Your account has been permanently deleted.' } satisfies MessageResponse);
  });

  return router;
}
