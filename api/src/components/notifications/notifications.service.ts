import {
  DIGEST_HOUR_UTC,
  EMAIL_KINDS,
  isoDate,
  projectPath,
  type EmailKind,
  type Notification,
  type NotificationsPage,
} from '@stackfolio/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nextDailyAt } from '../../jobs';
import { toOwner } from '../projects';
import type { EmailPreferencesService } from './email-preferences';
import { digestMail, instantMail } from './notification-mails';
import type { NotificationsHub } from './notifications-hub';
import {
  createNotificationsRepository,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository';

/** How much of a comment its notification keeps. */
const EXCERPT_LENGTH = 140;
const DAY_MS = 24 * 60 * 60_000;

/** The end of the digest a notification written at `at` goes in: the next DIGEST_HOUR_UTC. */
export const digestEnd = (at: Date): Date => nextDailyAt(at, DIGEST_HOUR_UTC * 60);

const isEmailKind = (kind: string): kind is EmailKind => EMAIL_KINDS.includes(kind as EmailKind);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** What one week brought a person's portfolio (the weekly summary's payload). */
export interface WeekFigures {
  /** The week's first day, UTC, YYYY-MM-DD. */
  weekStart: string;
  profileViews: number;
  projectViews: number;
  downloads: number;
  followers: number;
}

const toNotification = (n: NotificationRow): Notification => ({
  id: n.id,
  kind: n.kind,
  createdAt: isoDate(n.createdAt),
  read: n.readAt !== null,
  actor: n.actor ? toOwner(n.actor) : null,
  project: n.project
    ? {
        id: n.project.id,
        title: n.project.title,
        path: n.project.ownerHandle ? projectPath(n.project.ownerHandle, n.project.slug) : null,
      }
    : null,
  excerpt: typeof n.payload.excerpt === 'string' ? n.payload.excerpt : null,
  moderation:
    n.kind === 'moderation'
      ? {
          action: text(n.payload.action),
          itemType: text(n.payload.itemType),
          title: text(n.payload.title),
          reason: text(n.payload.reason),
        }
      : null,
  device:
    n.kind === 'new-device'
      ? {
          userAgent: text(n.payload.userAgent),
          country: typeof n.payload.country === 'string' ? n.payload.country : null,
        }
      : null,
  savedSearch:
    n.kind === 'saved-search'
      ? {
          id: count(n.payload.searchId),
          name: text(n.payload.name),
          newProfiles: count(n.payload.newProfiles),
          query: text(n.payload.query),
        }
      : null,
  weeklySummary:
    n.kind === 'weekly-summary'
      ? {
          weekStart: text(n.payload.weekStart),
          profileViews: count(n.payload.profileViews),
          projectViews: count(n.payload.projectViews),
          downloads: count(n.payload.downloads),
          followers: count(n.payload.followers),
        }
      : null,
});

/**
 * Notifications: written when something happens to a person's work or account, listed, marked
 * read, and announced to their open streams (through the hub, on every instance).
 *
 * Each is also mailed as its recipient chose (email-preferences.ts): right away, in the day's
 * digest (one job per person and day, run at DIGEST_HOUR_UTC), or not at all.
 *
 * The writes run after the action has committed, off its response: a like, comment or follow
 * answers as fast as before and never fails because its notification could not be written (that
 * is logged). A notification is a courtesy derived from the row that matters, so it is not worth
 * a durable job per like (an enqueue, a claim and a completion, each a write on SQLite's single
 * writer); a crash in the milliseconds between loses one notification, not the like.
 */
export function createNotificationsService(
  ctx: AppContext,
  hub: NotificationsHub,
  preferences: EmailPreferencesService,
) {
  const repo = createNotificationsRepository(ctx.models);
  const { publicUrl } = ctx.config;

  /** The address to mail, unless the account is gone or suspended. */
  async function mailboxOf(userId: number): Promise<string | null> {
    const user = await ctx.models.User.findByPk(userId, { attributes: ['email', 'suspendedAt'] });
    return user && !user.suspendedAt ? user.email : null;
  }

  // Composed when sent: a notification read, taken back or hidden by then, or a kind turned off
  // meanwhile, sends nothing.
  const instant = ctx.mailer.define(
    'notification',
    z.object({ notificationId: z.number().int() }),
    async ({ notificationId }) => {
      const row = await repo.unreadOne(notificationId);
      if (!row || !isEmailKind(row.kind)) return null;
      if ((await preferences.of(row.userId))[row.kind] !== 'instant') return null;
      const to = await mailboxOf(row.userId);
      if (!to) return null;
      return instantMail(publicUrl, to, row, preferences.unsubscribeToken(row.userId, [row.kind]));
    },
  );
  const digest = ctx.mailer.define(
    'digest',
    z.object({ userId: z.number().int(), until: z.iso.datetime() }),
    async ({ userId, until }) => {
      const chosen = await preferences.of(userId);
      const kinds = EMAIL_KINDS.filter((kind) => chosen[kind] === 'daily');
      const end = new Date(until);
      const rows = await repo.unreadBetween(userId, kinds, new Date(end.getTime() - DAY_MS), end);
      const to = rows.length ? await mailboxOf(userId) : null;
      if (!to) return null;
      const inIt = kinds.filter((kind) => rows.some((row) => row.kind === kind));
      return digestMail(publicUrl, to, rows, inIt, preferences.unsubscribeToken(userId, inIt));
    },
  );

  /** The digests this instance queued (key → end): the rest of that day's notifications skip it. */
  const queuedDigests = new Map<string, number>();

  /** Queues the mail a new notification is due: now, in the next digest, or none. */
  async function mailFor(n: NewNotification, id: number, at: Date): Promise<void> {
    if (!isEmailKind(n.kind)) return;
    const mode = (await preferences.of(n.userId))[n.kind];
    // A contact request's own mail (with Reply-To its sender) is the instant one.
    if (mode === 'instant' && n.kind !== 'contact')
      await instant({ notificationId: id }, String(id));
    if (mode === 'daily') {
      const until = digestEnd(at);
      const key = `${n.userId}:${until.toISOString()}`;
      // The day's digest is one job: after the first, its key would only meet the same job.
      if (queuedDigests.has(key)) return;
      await digest({ userId: n.userId, until: until.toISOString() }, key, {
        delayMs: until.getTime() - Date.now(),
      });
      for (const [known, end] of queuedDigests) if (end < Date.now()) queuedDigests.delete(known);
      queuedDigests.set(key, until.getTime());
    }
  }
  const pending = new Set<Promise<void>>();
  // Writes about the same thing run in order: a like taken back right away meets its notification.
  const chains = new Map<string, Promise<void>>();

  /** Runs `write` in the background after those of `key`; tells the hub whose list changed. */
  function later(key: string, write: () => Promise<number | null>): void {
    const run = (chains.get(key) ?? Promise.resolve())
      .then(write)
      .then((userId) => (userId === null ? undefined : hub.changed(userId)))
      .catch((err: unknown) =>
        ctx.logger.error({ reason: (err as Error).message, key }, 'notification not written'),
      );
    chains.set(key, run);
    pending.add(run);
    void run.finally(() => {
      pending.delete(run);
      if (chains.get(key) === run) chains.delete(key);
    });
  }

  /** The owner of a project, unless it is the actor (no notification for one's own work). */
  async function ownerOtherThan(projectId: number, actorId: number): Promise<number | null> {
    const owner = await repo.projectOwner(projectId);
    return owner === null || owner === actorId ? null : owner;
  }

  const add = async (n: NewNotification) => {
    const at = new Date();
    const id = await repo.add(n);
    await mailFor(n, id, at);
    return n.userId;
  };

  return {
    /** A like was added (`on`) or taken back: taking it back removes its notification. */
    likeToggled(actorId: number, projectId: number, on: boolean): void {
      later(`like:${actorId}:${projectId}`, async () => {
        if (!on) return repo.removeLike(actorId, projectId);
        const owner = await ownerOtherThan(projectId, actorId);
        return owner === null ? null : add({ userId: owner, kind: 'like', actorId, projectId });
      });
    },

    commented(actorId: number, projectId: number, commentId: number, content: string): void {
      later(`comment:${commentId}`, async () => {
        const owner = await ownerOtherThan(projectId, actorId);
        if (owner === null) return null;
        const excerpt =
          content.length > EXCERPT_LENGTH ? `${content.slice(0, EXCERPT_LENGTH)}…` : content;
        return add({
          userId: owner,
          kind: 'comment',
          actorId,
          projectId,
          commentId,
          payload: { excerpt },
        });
      });
    },

    followed(actorId: number, userId: number): void {
      if (actorId === userId) return;
      later(`follow:${actorId}:${userId}`, () => add({ userId, kind: 'follow', actorId }));
    },

    /** Moderators acted on the person's content or account (the mail says the same). */
    moderated(
      userId: number,
      moderation: { action: string; itemType: string; title: string; reason: string },
    ): void {
      later(`moderation:${userId}`, () => add({ userId, kind: 'moderation', payload: moderation }));
    },

    /** Someone sent the person a contact request (its subject is the excerpt). */
    contactRequested(senderId: number, recipientId: number, subject: string): void {
      later(`contact:${senderId}:${recipientId}`, () =>
        add({
          userId: recipientId,
          kind: 'contact',
          actorId: senderId,
          payload: { excerpt: subject },
        }),
      );
    },

    /** The account was signed in to from a browser that had not signed in to it before. */
    newDevice(userId: number, device: { userAgent: string; country: string | null }): void {
      later(`device:${userId}`, () => add({ userId, kind: 'new-device', payload: device }));
    },

    /**
     * A saved search's alert run found profiles new to it. Its mail is the alert's own (with the
     * search's one-click unsubscribe), so this kind is never mailed again here.
     */
    savedSearchMatched(
      userId: number,
      search: { id: number; name: string; query: string },
      newProfiles: number,
    ): void {
      later(`saved-search:${search.id}`, () =>
        add({
          userId,
          kind: 'saved-search',
          payload: { searchId: search.id, name: search.name, query: search.query, newProfiles },
        }),
      );
    },

    /**
     * The person's summary of one week, made and mailed (as they chose) unless one of that week
     * is there already: a rerun makes nothing twice. Whether it was made now.
     */
    async weeklySummary(userId: number, week: WeekFigures): Promise<boolean> {
      if (await repo.hasWeeklySummary(userId, week.weekStart)) return false;
      await add({ userId, kind: 'weekly-summary', payload: { ...week } });
      await hub.changed(userId);
      return true;
    },

    async list(userId: number, page: number, limit: number): Promise<NotificationsPage> {
      const [rows, counts] = await Promise.all([
        repo.page(userId, (page - 1) * limit, limit),
        repo.counts(userId),
      ]);
      return { items: rows.map(toNotification), ...counts, page, limit };
    },

    unread: async (userId: number) => (await repo.counts(userId)).unread,

    /** Marks `ids` (or all) read; the person's other tabs and devices hear the new count. */
    async markRead(userId: number, ids: number[] | undefined): Promise<{ unread: number }> {
      if (await repo.markRead(userId, ids, new Date())) await hub.changed(userId);
      return { unread: (await repo.counts(userId)).unread };
    },

    /** Queues the digest of the day that ends at `until` now (tests; the real one waits). */
    queueDigest: (userId: number, until: Date) =>
      digest({ userId, until: until.toISOString() }, `${userId}:${until.toISOString()}:now`),

    /** Resolves once the notifications of actions so far are written (tests). */
    async settled(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
