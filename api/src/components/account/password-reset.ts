import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http';
import type { AuthService } from '../auth/auth.service';
import { ACCOUNT_MESSAGES, RESET_TTL_MS } from '@stackfolio/contract';
import type { AccountTokens } from './account-tokens.repository';
import { accountMails } from './mails';

/** Password reset by a mailed, single-use link. */
export function createPasswordReset(ctx: AppContext, auth: AuthService, tokens: AccountTokens) {
  const mails = accountMails(ctx.config.publicUrl);
  return {
    /**
     * Starts a reset. Returns before anything about the address is looked up: the answer, and
     * its timing, are the same whether or not an account exists. The lookup, the token and the
     * mail happen after the response.
     */
    request(email: string): void {
      ctx.mailer.later(async () => {
        const user = await auth.repo.findUserByEmail(email);
        if (!user) return null;
        return mails.reset(user.email, await tokens.issue(user.id, 'reset', RESET_TTL_MS));
      });
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
      ctx.mailer.send(mails.passwordChanged(user.email));
    },
  };
}
