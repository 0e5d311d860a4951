import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KINDS,
  EMAIL_MODES,
  EMAIL_PREFERENCE_MESSAGES,
  UNSUBSCRIBE_TTL_DAYS,
  type EmailKind,
  type EmailMode,
  type EmailPreferences,
  type Unsubscribed,
} from '@stackfolio/contract';
import { dateText, selectRows } from '../../db/fast-read';
import { inTransaction } from '../../db/transactions';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http';
import { createClaimTokens, createSigner, keyFor } from '../../lib/signing';

const DAY_MS = 24 * 60 * 60_000;
const isKind = (value: unknown): value is EmailKind => EMAIL_KINDS.includes(value as EmailKind);
const isMode = (value: unknown): value is EmailMode => EMAIL_MODES.includes(value as EmailMode);

/** What an unsubscribe link carries: whose mails of which kinds, and when the mail was made. */
interface UnsubscribeClaim {
  userId: number;
  kinds: EmailKind[];
  issuedAt: number;
}

/**
 * How a person wants notifications mailed (rows of `email_preferences`, defaults for the rest),
 * and the links that turn kinds off without signing in: HMAC-signed with a key of their own
 * (derived from SESSION_SECRET), single-purpose, valid for UNSUBSCRIBE_TTL_DAYS. A link made
 * before the person's last change of those kinds changes nothing: a used link, or one older than
 * a choice made in Settings, cannot overrule it.
 */
export function createEmailPreferences(ctx: AppContext) {
  const { sequelize } = ctx;
  const tokens = createClaimTokens(
    createSigner(keyFor(ctx.config.sessionSecret, 'unsubscribe-links'), 'unsubscribe:'),
  );

  async function of(userId: number): Promise<EmailPreferences> {
    const preferences = { ...DEFAULT_EMAIL_PREFERENCES };
    const rows = await selectRows<{ kind: unknown; mode: unknown }>(
      sequelize,
      'SELECT kind, mode FROM email_preferences WHERE userId = ?',
      [userId],
    );
    for (const row of rows)
      if (isKind(row.kind) && isMode(row.mode)) preferences[row.kind] = row.mode;
    return preferences;
  }

  async function change(
    userId: number,
    update: Partial<EmailPreferences>,
  ): Promise<EmailPreferences> {
    const kinds = EMAIL_KINDS.filter((kind) => update[kind] !== undefined);
    if (kinds.length) {
      const now = new Date();
      await inTransaction(sequelize, async (transaction) => {
        const marks = kinds.map(() => '?').join(', ');
        await sequelize.query(
          `DELETE FROM email_preferences WHERE userId = ? AND kind IN (${marks})`,
          { replacements: [userId, ...kinds], transaction },
        );
        // With milliseconds: a link made in the same second as a change must still tell them apart.
        await sequelize.query(
          `INSERT INTO email_preferences (userId, kind, mode, updatedAt) VALUES ${kinds
            .map(() => '(?, ?, ?, ?)')
            .join(', ')}`,
          {
            replacements: kinds.flatMap((kind) => [
              userId,
              kind,
              update[kind]!,
              dateText(sequelize, now),
            ]),
            transaction,
          },
        );
      });
    }
    return of(userId);
  }

  /** The token of a link that turns these kinds off for this person. */
  function unsubscribeToken(userId: number, kinds: readonly EmailKind[]): string {
    const claim: UnsubscribeClaim = { userId, kinds: [...kinds], issuedAt: Date.now() };
    return tokens.seal(claim);
  }

  function claimOf(token: string): UnsubscribeClaim {
    const claim = tokens.open(token) as Partial<UnsubscribeClaim> | null;
    if (!claim) throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    const { userId, kinds, issuedAt } = claim;
    if (
      !Number.isInteger(userId) ||
      !Array.isArray(kinds) ||
      !kinds.length ||
      !kinds.every(isKind) ||
      typeof issuedAt !== 'number'
    )
      throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    if (Date.now() - issuedAt > UNSUBSCRIBE_TTL_DAYS * DAY_MS)
      throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkExpired);
    return { userId: userId!, kinds, issuedAt };
  }

  /** Turns the link's kinds off, unless they changed since its mail was made. */
  async function unsubscribe(token: string): Promise<Unsubscribed> {
    const { userId, kinds, issuedAt } = claimOf(token);
    const current = await of(userId);
    if (kinds.every((kind) => current[kind] === 'off'))
      return { kinds, changed: false, message: EMAIL_PREFERENCE_MESSAGES.alreadyOff(kinds) };
    const [since] = await selectRows<{ n: unknown }>(
      sequelize,
      `SELECT COUNT(*) AS n FROM email_preferences
        WHERE userId = ? AND kind IN (${kinds.map(() => '?').join(', ')}) AND updatedAt > ?`,
      [userId, ...kinds, new Date(issuedAt)],
    );
    if (Number(since?.n ?? 0) > 0) throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkUsed);
    const [user] = await selectRows(sequelize, 'SELECT id FROM users WHERE id = ?', [userId]);
    if (!user) throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    await change(userId, Object.fromEntries(kinds.map((kind) => [kind, 'off'])));
    return { kinds, changed: true, message: EMAIL_PREFERENCE_MESSAGES.turnedOff(kinds) };
  }

  return { of, change, unsubscribeToken, unsubscribe };
}

export type EmailPreferencesService = ReturnType<typeof createEmailPreferences>;
