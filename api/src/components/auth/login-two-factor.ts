import type { Request, RequestHandler, Response } from 'express';
import {
  MODERATION_MESSAGES,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PENDING_MS,
  type SecondFactor,
} from '@stackfolio/contract';
import type { Config } from '../../config';
import { HttpError, unauthorized } from '../../lib/http';
import { createRememberedBrowser } from '../two-factor/remembered-browser';
import { toAuthUser, type AuthUser } from './auth-user';
import type { AuthService } from './auth.service';

/**
 * The second step of a password sign-in for an account with two-factor authentication. The
 * password step leaves a short-lived pending state in the session and signs nobody in; this step
 * checks the code against it. Signing out everywhere ends the session and with it the pending
 * state; a suspension or a password change in between refuses the step.
 */
export function createLoginTwoFactor(config: Config, service: AuthService) {
  const remembered = createRememberedBrowser(config);
  const { twoFactor } = service;

  return {
    /**
     * Whether the password step must stop and ask for a code: the account has it on and this
     * browser was not remembered for it. When so, notes the pending sign-in in the session.
     */
    async askForCode(req: Request, user: AuthUser, email: string): Promise<boolean> {
      const enabledAt = await twoFactor.enabledAt(user.id);
      if (!enabledAt) return false;
      const binding = { userId: user.id, enabledAt, passwordChangedAt: user.passwordChangedAt };
      if (remembered.isRemembered(req, binding)) return false;
      req.session.pendingTwoFactor = { userId: user.id, email, at: Date.now() };
      return true;
    },

    /**
     * Runs before the sign-in throttle: the second step counts against the budget of the e-mail
     * the password was given for (whatever else the body names).
     */
    asPendingAccount: ((req, _res, next) => {
      const body: unknown = req.body;
      req.body = {
        ...(body && typeof body === 'object' ? body : {}),
        email: req.session?.pendingTwoFactor?.email ?? '',
      };
      next();
    }) as RequestHandler,

    /** Checks the code for the pending sign-in; answers the user to sign in and their e-mail. */
    async complete(
      req: Request,
      factor: SecondFactor,
      remember: boolean,
      res: Response,
    ): Promise<{ user: AuthUser; email: string }> {
      const pending = req.session?.pendingTwoFactor;
      const fresh = pending && Date.now() - pending.at <= TWO_FACTOR_PENDING_MS;
      const record = fresh ? await service.repo.findUserById(pending.userId) : null;
      const enabledAt = record ? await twoFactor.enabledAt(record.id) : null;
      const changedAt = record?.passwordChangedAt
        ? new Date(record.passwordChangedAt).getTime()
        : 0;
      if (!pending || !record || !enabledAt || changedAt > pending.at) {
        if (req.session) delete req.session.pendingTwoFactor;
        throw unauthorized(TWO_FACTOR_MESSAGES.signInExpired);
      }
      if (record.suspendedAt) {
        delete req.session.pendingTwoFactor;
        throw new HttpError(403, MODERATION_MESSAGES.suspended);
      }
      await twoFactor.check(record.id, factor);
      const user = toAuthUser(record);
      if (remember) {
        remembered.remember(res, {
          userId: user.id,
          enabledAt,
          passwordChangedAt: user.passwordChangedAt,
        });
      }
      return { user, email: pending.email };
    },
  };
}
