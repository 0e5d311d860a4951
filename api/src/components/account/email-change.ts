import type { AppContext } from '../../context';
import { HttpError, badRequest } from '../../lib/http';
import type { AuthService } from '../auth/auth.service';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  EMAIL_CHANGE_TTL_MS,
  type SecondFactor,
} from '@stackfolio/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AccountTokens } from './account-tokens.repository';
import { accountMails, linkKey } from './mails';

/** Changing the sign-in address: confirmed from the new mailbox, announced to the old one. */
export function createEmailChange(ctx: AppContext, auth: AuthService, tokens: AccountTokens) {
  const mails = accountMails(ctx.config.publicUrl);
  const { User } = ctx.models;
  // The token is made when the mail job runs: no link is ever stored in clear.
  const confirmMail = ctx.mailer.define(
    'confirm-email',
    z.object({ userId: z.number().int(), newEmail: z.string() }),
    async ({ userId, newEmail }) =>
      mails.confirmEmail(
        newEmail,
        await tokens.issue(userId, 'email', EMAIL_CHANGE_TTL_MS, newEmail),
      ),
  );
  return {
    /** After re-authentication (and the second factor when on), mails a confirmation link to the new address. */
    async request(
      userId: number,
      password: string,
      newEmail: string,
      factor: SecondFactor = {},
    ): Promise<void> {
      const user = await auth.reauthenticate(userId, password, 'password', factor);
      if (newEmail === user.email) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
      if (await auth.repo.findUserByEmail(newEmail)) {
        throw new HttpError(409, AUTH_MESSAGES.emailTaken, {
          newEmail: [AUTH_MESSAGES.emailTaken],
        });
      }
      await confirmMail({ userId, newEmail }, randomUUID());
    },

    /** Opens a confirmation link: the address changes and the old address is told. */
    async confirm(token: string): Promise<void> {
      const used = await tokens.consume(token, 'email');
      const user = used && (await auth.repo.findUserById(used.userId));
      if (!user || !used.newEmail) throw badRequest(ACCOUNT_MESSAGES.emailLinkInvalid);
      if (await auth.repo.findUserByEmail(used.newEmail)) {
        throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      }
      // The unique index settles a race with a registration of the same address. The new
      // address was just confirmed from its mailbox: it counts as a confirmed address.
      const emailVerifiedAt = user.emailVerifiedAt ?? new Date();
      await User.update(
        { email: used.newEmail, emailVerifiedAt },
        { where: { id: user.id } },
      ).catch((err) => {
        if ((err as Error).name === 'SequelizeUniqueConstraintError') {
          throw new HttpError(409, AUTH_MESSAGES.emailTaken);
        }
        throw err;
      });
      await ctx.mailer.send(mails.emailChanged(user.email, used.newEmail), linkKey(token));
    },
  };
}
