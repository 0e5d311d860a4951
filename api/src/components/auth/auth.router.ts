import {
  AUTH_MESSAGES,
  loginRequestSchema,
  reauthRequestSchema,
  registerRequestSchema,
  updatePasswordRequestSchema,
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

  router.post('/register', ...throttle.register, async (req, res) => {
    const input = registerRequestSchema.parse(req.body ?? {});
    const user = await service.register(input);
    await logIn(req, user, ctx);
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
    await logIn(req, user, ctx);
    await throttle.rememberDevice(req, res);
    res.json({ token: await issueToken(req, user.id) } satisfies TokenResponse);
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
    const { password } = reauthRequestSchema.parse(req.body ?? {});
    await service.reauthenticate(userIdOf(req), password);
    await service.deleteAccount(userIdOf(req));
    await endSession(req, res);
    res.json({ message: 'Your account has been permanently deleted.' } satisfies MessageResponse);
  });

  return router;
}
