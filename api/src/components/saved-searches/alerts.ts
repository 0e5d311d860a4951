import { ALERT_LISTED, DIGEST_HOUR_UTC, paths, profilePath } from '@stackfolio/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineDailyJob } from '../../jobs';
import type { Mail } from '../../lib/mail';
import type { AlertedSearch, SavedSearchesService } from './saved-searches.service';

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

/** Told of each alert queued: the bell's notification of it. */
export type OnAlert = (
  userId: number,
  search: { id: number; name: string; query: string },
  newProfiles: number,
) => void;

/**
 * The alerts' mail (composed when sent: a search deleted or turned off by then, an owner
 * suspended, sends nothing; a profile suspended meanwhile is left out) and their daily run.
 */
export function scheduleAlerts(
  ctx: AppContext,
  service: SavedSearchesService,
  onAlert: OnAlert = () => undefined,
) {
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
  const queue = async (search: AlertedSearch, ids: number[], total: number, at: Date) => {
    await mail({ searchId: search.id, ids, total }, `${search.id}:${at.toISOString()}`);
    onAlert(search.userId, search, total);
  };

  // Queued only while any search has alerts (none: no job at all); alerts go out with the
  // day's digests.
  const { queueNext } = defineDailyJob(ctx.jobs, 'saved-searches:alerts', {
    atMinute: DIGEST_HOUR_UTC * 60,
    what: 'saved-search alerts',
    wanted: async () =>
      (await SavedSearch.count({ where: { frequency: ['daily', 'weekly'] } })) > 0,
    async run() {
      const queued = await service.runAlerts(queue);
      ctx.logger.info({ queued }, 'saved-search alerts queued');
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
