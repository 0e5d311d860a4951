import { ACCOUNT_MESSAGES, VERIFY_EMAIL_TTL_MS } from '@stackfolio/contract';
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/http';
import type { AccountTokens } from './account-tokens.repository';
import { accountMails } from './mails';

/**
 * Confirming a new account's address by a mailed, single-use link (with EMAIL_VERIFICATION
 * `required`). Until then the account may browse and edit its profile, not publish.
 */
export function createEmailVerification(ctx: AppContext, tokens: AccountTokens) {
  const mails = accountMails(ctx.config.publicUrl);
  const { User } = ctx.models;
  const required = ctx.config.emailVerification === 'required';
  // The token is made when the mail job runs: no link is ever stored in clear. An account that
  // is gone or already confirmed by then gets nothing.
  const verifyMail = ctx.mailer.define(
    'verify-email',
    z.object({ userId: z.number().int() }),
    async ({ userId }) => {
      const user = await User.findByPk(userId, { attributes: ['id', 'email', 'emailVerifiedAt'] });
      if (!user || user.emailVerifiedAt) return null;
      return mails.verifyEmail(
        user.email,
        await tokens.issue(userId, 'verify', VERIFY_EMAIL_TTL_MS),
      );
    },
  );

  return {
    required,

    /** A new account is sent its link (with confirmation off it was made confirmed). */
    async registered(userId: number): Promise<void> {
      if (required) await verifyMail({ userId }, randomUUID());
    },

    /** Sends a new link (the older one stops working); refused once the address is confirmed. */
    async resend(userId: number): Promise<void> {
      const user = await User.findByPk(userId, { attributes: ['id', 'emailVerifiedAt'] });
      if (!user || user.emailVerifiedAt) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified);
      await verifyMail({ userId }, randomUUID());
    },

    /** Uses a link: the address counts as confirmed from now on. */
    async verify(token: string): Promise<void> {
      const used = await tokens.consume(token, 'verify');
      if (!used) throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid);
      const [count] = await User.update(
        { emailVerifiedAt: new Date() },
        { where: { id: used.userId, emailVerifiedAt: null } },
      );
      // The account was deleted meanwhile (an already confirmed one holds no live token).
      if (count === 0 && !(await User.count({ where: { id: used.userId } })))
        throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid);
    },

    /**
     * In front of publishing (uploading a project, commenting): a signed-in account whose address
     * is not confirmed gets a 403 while confirmation is required. Signed-out callers pass on to
     * the route's own sign-in answer.
     */
    gate: ((req, _res, next) => {
      if (required && req.user && !req.user.emailVerified)
        return next(forbidden(ACCOUNT_MESSAGES.confirmEmailFirst));
      next();
    }) as RequestHandler,
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
