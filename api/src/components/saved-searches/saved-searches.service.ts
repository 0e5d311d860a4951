import {
  EMAIL_PREFERENCE_MESSAGES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  UNSUBSCRIBE_TTL_DAYS,
  profileSearchSchema,
  type ProfileSearch,
  type SavedSearch,
  type SavedSearchRequest,
  type SavedSearchUpdate,
  type Unsubscribed,
} from '@stackfolio/contract';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../context';
import { textCondition } from '../../db/full-text';
import type { SavedSearchModel } from '../../db/models/saved-search';
import { inTransaction } from '../../db/transactions';
import { HttpError, badRequest, notFound } from '../../lib/http';
import { createClaimTokens, createSigner, keyFor } from '../../lib/signing';
import { profileScope, scopeWhere } from '../users/profile-filters';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** How long after the last look a search is due (an hour early: the daily run drifts). */
const PERIOD_MS = { daily: DAY_MS - HOUR_MS, weekly: 7 * DAY_MS - HOUR_MS } as const;
/** The new profiles one alert names; more are counted and linked. */
export const ALERT_IDS_MAX = 50;

/** A query string's parameters, repeated ones as lists (as Express reads a request's). */
function paramsOf(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const had = out[key];
    out[key] = had === undefined ? value : [...([] as string[]).concat(had), value];
  }
  return out;
}

/** The search's filters and words in a fixed order, without page or sort. */
export function canonicalQuery(filter: ProfileSearch): string {
  const params = new URLSearchParams();
  if (filter.q) params.append('q', filter.q);
  for (const skill of filter.skill ?? []) params.append('skill', skill);
  if (filter.location) params.append('location', filter.location);
  if (filter.open) params.append('open', filter.open);
  for (const workplace of filter.workplace ?? []) params.append('workplace', workplace);
  for (const type of filter.type ?? []) params.append('type', type);
  return params.toString();
}

/** A /profiles query string as the filters it means; a wrong value is the filters' own 400. */
export function parseQuery(query: string): ProfileSearch {
  const { sort: _sort, ...filter } = profileSearchSchema.parse(paramsOf(query));
  return filter;
}

const toAnswer = (row: SavedSearchModel): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
  lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
});

const ALERT_TOKEN_PREFIX = 'alert.';

/** The search an alert is about. */
export type AlertedSearch = Pick<SavedSearchModel, 'id' | 'userId' | 'name' | 'query'>;

/** What an alert's unsubscribe link carries: which search, and when the mail was made. */
interface AlertClaim {
  searchId: number;
  issuedAt: number;
}

/**
 * Saved /profiles searches and their alerts: each run finds the profiles that match a due search
 * and it has not announced before (a person once per search), remembers them and queues a mail.
 */
export function createSavedSearches(
  ctx: AppContext,
  /** Told when a search's alerts are turned on (the daily run is queued only while any are). */
  options: { onAlertsOn?: () => Promise<void> } = {},
) {
  const { sequelize } = ctx;
  const { SavedSearch } = ctx.models;

  /** The ids of the visible profiles matching `query`, but the owner's and those already found. */
  async function unseen(search: SavedSearchModel, transaction?: Transaction): Promise<number[]> {
    const filter = parseQuery(search.query);
    // The owner is signed in: they find what signed-in people may see.
    const scope = profileScope(filter, textCondition(sequelize, 'users', filter.q, false), true);
    const rows = await sequelize.query<{ id: number }>(
      `SELECT u.id AS id FROM users u WHERE ${scopeWhere(scope)} AND u.id <> :owner
         AND u.id NOT IN (SELECT m.userId FROM saved_search_matches m WHERE m.searchId = :search)
         ORDER BY u.createdAt DESC, u.id DESC`,
      {
        replacements: { ...scope.replacements, owner: search.userId, search: search.id },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    return rows.map((r) => Number(r.id));
  }

  async function remember(searchId: number, ids: number[], transaction?: Transaction) {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await sequelize.query(
        `INSERT INTO saved_search_matches (searchId, userId) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        { replacements: chunk.flatMap((id) => [searchId, id]), transaction },
      );
    }
  }

  async function own(userId: number, id: number): Promise<SavedSearchModel> {
    const search = await SavedSearch.findOne({ where: { id, userId } });
    if (!search) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return search;
  }

  // `alert.` tells these apart from the notifications' tokens on the same unsubscribe URL.
  const tokens = createClaimTokens(
    createSigner(keyFor(ctx.config.sessionSecret, 'saved-search-alerts')),
    ALERT_TOKEN_PREFIX,
  );

  /** The token of a link that turns this search's alerts off. */
  function unsubscribeToken(searchId: number): string {
    const claim: AlertClaim = { searchId, issuedAt: Date.now() };
    return tokens.seal(claim);
  }

  function claimOf(token: string): AlertClaim {
    const claim = tokens.open(token) as Partial<AlertClaim> | null;
    if (!claim) throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    if (!Number.isInteger(claim.searchId) || typeof claim.issuedAt !== 'number')
      throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
    if (Date.now() - claim.issuedAt > UNSUBSCRIBE_TTL_DAYS * DAY_MS)
      throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkExpired);
    return { searchId: claim.searchId!, issuedAt: claim.issuedAt };
  }

  return {
    unseen,
    unsubscribeToken,
    isAlertToken: (token: string) => token.startsWith(ALERT_TOKEN_PREFIX),

    async list(userId: number): Promise<SavedSearch[]> {
      const rows = await SavedSearch.findAll({
        where: { userId },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return rows.map(toAnswer);
    },

    /** Saves a search; the profiles it finds now are known, so its first alert has only new ones. */
    async create(userId: number, input: SavedSearchRequest): Promise<SavedSearch> {
      const query = canonicalQuery(parseQuery(input.query));
      return inTransaction(sequelize, async (transaction) => {
        if ((await SavedSearch.count({ where: { userId }, transaction })) >= MAX_SAVED_SEARCHES)
          throw new HttpError(409, SAVED_SEARCH_MESSAGES.tooMany);
        const now = new Date();
        const search = await SavedSearch.create(
          {
            userId,
            name: input.name,
            query,
            frequency: input.frequency,
            lastCheckedAt: now,
            changedAt: now,
            createdAt: now,
          },
          { transaction },
        );
        await remember(search.id, await unseen(search, transaction), transaction);
        return search;
      }).then(async (search) => {
        if (search.frequency !== 'off') await options.onAlertsOn?.();
        return toAnswer(search);
      });
    },

    async update(userId: number, id: number, input: SavedSearchUpdate): Promise<SavedSearch> {
      const search = await own(userId, id);
      const frequencyChanged =
        input.frequency !== undefined && input.frequency !== search.frequency;
      await search.update({
        ...(input.name !== undefined && { name: input.name }),
        ...(frequencyChanged && { frequency: input.frequency, changedAt: new Date() }),
      });
      if (frequencyChanged && search.frequency !== 'off') await options.onAlertsOn?.();
      return toAnswer(search);
    },

    async remove(userId: number, id: number): Promise<void> {
      await (await own(userId, id)).destroy();
    },

    /** Turns a search's alerts off from its mail's link, unless changed since the mail. */
    async unsubscribe(token: string): Promise<Unsubscribed> {
      const { searchId, issuedAt } = claimOf(token);
      const search = await SavedSearch.findByPk(searchId);
      if (!search) throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkInvalid);
      if (search.frequency === 'off')
        return {
          kinds: [],
          changed: false,
          message: SAVED_SEARCH_MESSAGES.alreadyOff(search.name),
        };
      if (search.changedAt.getTime() > issuedAt)
        throw badRequest(EMAIL_PREFERENCE_MESSAGES.linkUsed);
      await search.update({ frequency: 'off', changedAt: new Date() });
      return { kinds: [], changed: true, message: SAVED_SEARCH_MESSAGES.turnedOff(search.name) };
    },

    /**
     * Every due search (every one with alerts, with `all`) whose owner is not suspended: the mail
     * of its new profiles is queued (`queue`), then they are remembered, so a crash between the
     * two can repeat a mail but never lose one. Returns how many mails were queued.
     */
    async runAlerts(
      queue: (search: AlertedSearch, ids: number[], total: number, at: Date) => Promise<void>,
      { now = new Date(), all = false }: { now?: Date; all?: boolean } = {},
    ): Promise<number> {
      const searches = await sequelize.query<{ id: number }>(
        `SELECT s.id AS id FROM saved_searches s JOIN users u ON u.id = s.userId
          WHERE u.suspendedAt IS NULL AND (s.frequency = 'daily' OR s.frequency = 'weekly')
          ORDER BY s.id`,
        { type: QueryTypes.SELECT },
      );
      let queued = 0;
      for (const { id } of searches) {
        const search = await SavedSearch.findByPk(Number(id));
        if (!search || search.frequency === 'off') continue;
        const since = search.lastCheckedAt?.getTime() ?? 0;
        if (!all && now.getTime() - since < PERIOD_MS[search.frequency]) continue;
        const ids = await unseen(search);
        if (ids.length) {
          await queue(search, ids.slice(0, ALERT_IDS_MAX), ids.length, now);
          queued += 1;
        }
        await inTransaction(sequelize, async (transaction) => {
          await remember(search.id, ids, transaction);
          await search.update({ lastCheckedAt: now }, { transaction });
        });
      }
      return queued;
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearches>;
