import { ALERT_LISTED, DIGEST_HOUR_UTC, paths, profilePath } from '@stackfolio/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mail';
import type { SavedSearchesService } from './saved-searches.service';

const DAY_MS = 24 * 60 * 60_000;
const ALERTS_JOB = 'saved-searches:alerts';

/** The next DIGEST_HOUR_UTC strictly after `now`: alerts go out with the day's digests. */
export function nextAlertsAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  return at > now ? at : new Date(at.getTime() + DAY_MS);
}

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  handle: string | null;
  jobTitle: string | null;
}

/** One alert: the search's new profiles (the first ALERT_LISTED by name), and how to stop it. */
export function alertMail(
  publicUrl: string,
  to: string,
  search: { name: string; query: string },
  people: Person[],
  total: number,
  token: string,
): Mail {
  const searchUrl = `${publicUrl}${paths.browseProfiles()}${search.query ? `?${search.query}` : ''}`;
  const query = `?token=${encodeURIComponent(token)}`;
  const listed = people.slice(0, ALERT_LISTED);
  const more = total - listed.length;
  const count = `${total} new ${total === 1 ? 'profile matches' : 'profiles match'}`;
  const line = `${count} your saved search “${search.name}”`;
  return {
    to,
    subject: line.length > 120 ? `${line.slice(0, 119)}…` : line,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/email/unsubscribe${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `${line}:`,
      '',
      ...listed.map(
        (p) =>
          `- ${p.firstName} ${p.lastName}${p.jobTitle ? `, ${p.jobTitle}` : ''}: ${publicUrl}${profilePath(p)}`,
      ),
      ...(more > 0 ? ['', `And ${more} more.`] : []),
      '',
      `See the search: ${searchUrl}`,
      '',
      '---',
      `Turn off e-mails for this search: ${publicUrl}${paths.unsubscribe()}${query}`,
      `Your saved searches: ${publicUrl}${paths.settings()}`,
    ].join('\n'),
  };
}

/**
 * The alerts' mail (composed when sent: a search deleted or turned off by then, an owner
 * suspended, sends nothing; a profile suspended meanwhile is left out) and their daily run, a
 * job per day keyed by its day (of N instances one runs it), each queueing the next.
 */
export function scheduleAlerts(ctx: AppContext, service: SavedSearchesService) {
  const { User, SavedSearch } = ctx.models;
  const { publicUrl } = ctx.config;
  const mail = ctx.mailer.define(
    'saved-search-alert',
    z.object({
      searchId: z.number().int(),
      ids: z.array(z.number().int()),
      total: z.number().int(),
    }),
    async ({ searchId, ids, total }) => {
      const search = await SavedSearch.findByPk(searchId);
      if (!search || search.frequency === 'off') return null;
      const owner = await User.findByPk(search.userId, { attributes: ['email', 'suspendedAt'] });
      if (!owner || owner.suspendedAt) return null;
      const found = await User.findAll({
        where: { id: ids, suspendedAt: null },
        attributes: ['id', 'firstName', 'lastName', 'handle', 'jobTitle'],
      });
      if (!found.length) return null;
      const byId = new Map(found.map((u) => [u.id, u.get({ plain: true }) as Person]));
      const people = ids.map((id) => byId.get(id)).filter((p): p is Person => Boolean(p));
      const gone = ids.length - people.length;
      return alertMail(
        publicUrl,
        owner.email,
        search,
        people,
        total - gone,
        service.unsubscribeToken(search.id),
      );
    },
  );
  const queue = (searchId: number, ids: number[], total: number, at: Date) =>
    mail({ searchId, ids, total }, `${searchId}:${at.toISOString()}`);

  /** Queues the next daily run, while any search has alerts (none: no job at all). */
  async function queueNext(now = new Date()) {
    if (!(await SavedSearch.count({ where: { frequency: ['daily', 'weekly'] } }))) return;
    const at = nextAlertsAt(now);
    const day = at.toISOString().slice(0, 10);
    await ctx.jobs.enqueue(
      ALERTS_JOB,
      { day },
      { key: `${ALERTS_JOB}:${day}`, delayMs: at.getTime() - now.getTime() },
    );
  }
  ctx.jobs.define(ALERTS_JOB, {
    schema: z.object({ day: z.string() }),
    attempts: 3,
    backoff: () => 10 * 60 * 1000,
    messages: {
      retrying: 'saved-search alerts failed; retrying',
      gaveUp: 'saved-search alerts failed; giving up',
    },
    logFields: ({ day }) => ({ day }),
    async handler() {
      const queued = await service.runAlerts(queue);
      ctx.logger.info({ queued }, 'saved-search alerts queued');
      await queueNext();
    },
  });

  return {
    queueNext,
    /** Every search with alerts and new matches mails now (`npm run admin -- send-alerts`). */
    sendNow: (now = new Date()) => service.runAlerts(queue, { now, all: true }),
    /** The alerts that are due now (tests; the daily job does this). */
    sendDue: (now = new Date()) => service.runAlerts(queue, { now }),
  };
}
