import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http';
import type { AuthService } from '../auth/auth.service';
import { ACCOUNT_MESSAGES, RESET_TTL_MS } from '@stackfolio/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AccountTokens } from './account-tokens.repository';
import { accountMails, linkKey } from './mails';

/** Password reset by a mailed, single-use link. */
export function createPasswordReset(ctx: AppContext, auth: AuthService, tokens: AccountTokens) {
  const mails = accountMails(ctx.config.publicUrl);
  // The lookup and the token are made when the mail job runs: no link is ever stored in clear.
  const resetMail = ctx.mailer.define(
    'password-reset',
    z.object({ email: z.string() }),
    async ({ email }) => {
      const user = await auth.repo.findUserByEmail(email);
      if (!user) return null;
      return mails.reset(user.email, await tokens.issue(user.id, 'reset', RESET_TTL_MS));
    },
  );
  return {
    /**
     * Starts a reset by queueing its mail job. Nothing about the address is looked up before the
     * answer: it, and its timing, are the same whether or not an account exists.
     */
    request(email: string): Promise<void> {
      return resetMail({ email }, randomUUID());
    },

    /**
     * Uses a reset link: sets the password, ends every session and API token of the account
     * (device cookies die with the old password hash) and tells the owner by mail.
     */
    async complete(token: string, password: string): Promise<void> {
      const used = await tokens.consume(token, 'reset');
      const user = used && (await auth.repo.findUserById(used.userId));
      if (!user) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
      await auth.replacePassword(user.id, password);
      await ctx.mailer.send(mails.passwordChanged(user.email), linkKey(token));
    },
  };
}
