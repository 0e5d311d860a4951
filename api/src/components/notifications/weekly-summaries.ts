import { DIGEST_HOUR_UTC, WEEKLY_SUMMARY_WEEKDAY } from '@stackfolio/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/fast-read';
import { defineDailyJob, nextDailyAt } from '../../jobs';
import type { NotificationsService, WeekFigures } from './notifications.service';

const WEEK_MS = 7 * 24 * 60 * 60_000;
const AT_MINUTE = DIGEST_HOUR_UTC * 60;

/** The end of the last full week at `now`: the latest Monday DIGEST_HOUR_UTC not after it. */
export const lastWeekEnd = (now: Date): Date =>
  new Date(nextDailyAt(now, AT_MINUTE, WEEKLY_SUMMARY_WEEKDAY).getTime() - WEEK_MS);

/** Whose work was viewed, downloaded or followed in [from, to), among unsuspended accounts. */
const ACTIVE_SQL = `SELECT DISTINCT a.ownerId AS id FROM (
    SELECT v.profileUserId AS ownerId FROM portfolio_views v WHERE v.viewedAt >= ? AND v.viewedAt < ?
    UNION SELECT p.userId FROM project_views v JOIN projects p ON p.id = v.projectId
      WHERE v.viewedAt >= ? AND v.viewedAt < ?
    UNION SELECT p.userId FROM downloads d JOIN projects p ON p.id = d.projectId
      WHERE d.createdAt >= ? AND d.createdAt < ?
    UNION SELECT f.followedId FROM follows f WHERE f.createdAt >= ? AND f.createdAt < ?
  ) a JOIN users u ON u.id = a.ownerId
  WHERE u.suspendedAt IS NULL ORDER BY a.ownerId`;

/** One person's figures in [from, to); followers who are suspended are not counted. */
const FIGURES_SQL = `SELECT
  (SELECT COUNT(*) FROM portfolio_views v
    WHERE v.profileUserId = ? AND v.viewedAt >= ? AND v.viewedAt < ?) AS profileViews,
  (SELECT COUNT(*) FROM project_views v JOIN projects p ON p.id = v.projectId
    WHERE p.userId = ? AND v.viewedAt >= ? AND v.viewedAt < ?) AS projectViews,
  (SELECT COUNT(*) FROM downloads d JOIN projects p ON p.id = d.projectId
    WHERE p.userId = ? AND d.createdAt >= ? AND d.createdAt < ?) AS downloads,
  (SELECT COUNT(*) FROM follows f JOIN users r ON r.id = f.followerId
    WHERE f.followedId = ? AND r.suspendedAt IS NULL AND f.createdAt >= ? AND f.createdAt < ?)
    AS followers`;

/**
 * The weekly summary ("your portfolio this week"): every Monday at DIGEST_HOUR_UTC, one job per
 * person whose work had views, downloads or new followers in the 7 days before. Each person's
 * job is keyed by the week (`weekly:<userId>:<weekStart>`) and the service makes one summary a
 * week: a second run, on another instance or by `npm run admin -- send-weekly`, adds nothing.
 */
export function scheduleWeeklySummaries(ctx: AppContext, notifications: NotificationsService) {
  const { sequelize } = ctx;

  ctx.jobs.define('notifications:weekly-summary', {
    schema: z.object({ userId: z.number().int(), weekStart: z.iso.datetime() }),
    logFields: ({ userId, weekStart }) => ({ userId, weekStart }),
    async handler({ userId, weekStart }) {
      const from = new Date(weekStart);
      const to = new Date(from.getTime() + WEEK_MS);
      const [user] = await selectRows(
        sequelize,
        'SELECT id FROM users WHERE id = ? AND suspendedAt IS NULL',
        [userId],
      );
      if (!user) return;
      const [row] = await selectRows<Record<string, unknown>>(
        sequelize,
        FIGURES_SQL,
        [1, 2, 3, 4].flatMap(() => [userId, from, to]),
      );
      const figures: WeekFigures = {
        weekStart: weekStart.slice(0, 10),
        profileViews: Number(row?.profileViews ?? 0),
        projectViews: Number(row?.projectViews ?? 0),
        downloads: Number(row?.downloads ?? 0),
        followers: Number(row?.followers ?? 0),
      };
      if (figures.profileViews + figures.projectViews + figures.downloads + figures.followers > 0)
        await notifications.weeklySummary(userId, figures);
    },
  });

  /** Queues the summaries of the week that ends at `end`; how many people have one due. */
  async function queueWeek(end: Date): Promise<number> {
    const from = new Date(end.getTime() - WEEK_MS);
    const people = await selectRows<{ id: unknown }>(
      sequelize,
      ACTIVE_SQL,
      [1, 2, 3, 4].flatMap(() => [from, end]),
    );
    const weekStart = from.toISOString();
    for (const { id } of people)
      await ctx.jobs.enqueue(
        'notifications:weekly-summary',
        { userId: Number(id), weekStart },
        { key: `weekly:${Number(id)}:${weekStart.slice(0, 10)}` },
      );
    return people.length;
  }

  const { queueNext } = defineDailyJob(ctx.jobs, 'notifications:weekly', {
    atMinute: AT_MINUTE,
    weekday: WEEKLY_SUMMARY_WEEKDAY,
    what: 'weekly summaries',
    wanted: async () => ctx.config.weeklySummaries,
    async run(day) {
      // The week that ends when the run was due, even when it runs late (a retry).
      const queued = await queueWeek(
        new Date(Date.parse(`${day}T00:00:00.000Z`) + AT_MINUTE * 60_000),
      );
      ctx.logger.info({ queued }, 'weekly summaries queued');
    },
  });

  return {
    queueNext,
    /** The summaries of the last full week, now (`npm run admin -- send-weekly`; tests). */
    sendNow: (now = new Date()) => queueWeek(lastWeekEnd(now)),
  };
}
