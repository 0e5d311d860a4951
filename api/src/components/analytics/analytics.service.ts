import {
  ANALYTICS_MESSAGES,
  RANGES,
  isoDate,
  type AnalyticsResponse,
  type RangeKey,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/http';
import { inTransaction } from '../../db/transactions';
import type { AuthUser } from '../auth';
import { createEngagement, createImpactScorer } from '../engagement';
import { createProjectsRepository, toOwner } from '../projects';
import { createAnalyticsRepository, type ViewContext } from './analytics.repository';
import { DEDUPE_WINDOW_MS } from './tracking';

const DAY_MS = 86_400_000;
/** viewsByDay for "all" covers at most this many days back. */
const MAX_DAYS = 365;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export function createAnalyticsService(ctx: AppContext) {
  const repo = createAnalyticsRepository(ctx.models);
  const projects = createProjectsRepository(ctx.models);
  const engagement = createEngagement(ctx.models);
  const impact = createImpactScorer(ctx.models);
  /** Views by the same visitor after this moment are repeats. */
  const repeatsSince = (now: Date) => new Date(now.getTime() - DEDUPE_WINDOW_MS);

  /** Days from `from` to today inclusive, zeros filled in. */
  async function viewsByDay(userId: number, from: Date) {
    const start = new Date(`${utcDay(from)}T00:00:00.000Z`);
    const counts = await repo.viewsPerDay(userId, start);
    const days: Array<{ date: string; count: number }> = [];
    for (let t = start.getTime(); t <= Date.now(); t += DAY_MS) {
      const date = utcDay(new Date(t));
      days.push({ date, count: counts.get(date) ?? 0 });
    }
    return days;
  }

  return {
    /** Records a profile view unless it is the owner's own or a repeat within the window. */
    trackPortfolioView: (profileUserId: number, view: ViewContext): Promise<boolean> =>
      // One transaction with the profile row locked: the repeat check and the insert cannot interleave.
      inTransaction(ctx.sequelize, async () => {
        if (!(await repo.lockProfile(profileUserId))) throw notFound('User not found');
        if (view.viewerUserId === profileUserId) return false;
        const now = new Date();
        if (await repo.seenProfile(profileUserId, view.visitorKey, repeatsSince(now))) return false;
        await repo.recordPortfolioView(profileUserId, view, now);
        await engagement.viewedProfile(view.viewerUserId);
        return true;
      }),

    /** Records a project view (and raises viewCount) on the same rules, in one transaction. */
    trackProjectView: (projectId: number, view: ViewContext): Promise<boolean> =>
      inTransaction(ctx.sequelize, async () => {
        const project = await projects.lockProject(projectId);
        if (view.viewerUserId === project.userId) return false;
        const now = new Date();
        if (await repo.seenProject(projectId, view.visitorKey, repeatsSince(now))) return false;
        await repo.recordProjectView(projectId, view, now);
        await engagement.viewedProject(projectId, view.viewerUserId);
        return true;
      }),

    async analytics(
      userId: number,
      requester: AuthUser,
      range: RangeKey,
    ): Promise<AnalyticsResponse> {
      if (requester.id !== userId && !requester.isAdmin)
        throw forbidden(ANALYTICS_MESSAGES.ownOnly);
      const summary = await repo.userSummary(userId);
      if (!summary) throw notFound('User not found');
      const { createdAt } = summary;
      const days = RANGES[range];
      const from = days === null ? null : new Date(Date.now() - days * DAY_MS);
      const last30 = new Date(Date.now() - 30 * DAY_MS);
      const chartFrom =
        from ?? new Date(Math.max(new Date(createdAt).getTime(), Date.now() - MAX_DAYS * DAY_MS));

      const { metrics, score } = await impact.refresh(userId, summary.impactScore);
      const [
        totalPortfolioViews,
        totalProjectViews,
        totalUniqueVisitors,
        totalDownloads,
        last30DaysViews,
        topProjects,
        recent,
        byDay,
        topCountries,
        topReferrers,
        projectsUploaded,
        otherProfilesViewed,
        otherProjectsViewed,
        likesGiven,
        commentsGiven,
        mostViewed,
        rank,
      ] = await Promise.all([
        repo.portfolioViews(userId, from),
        repo.projectViews(userId, from),
        repo.uniqueVisitors(userId, from),
        repo.downloads(userId, from),
        repo.portfolioViews(userId, last30),
        repo.topProjects(userId, 5),
        repo.recentViews(userId, from, 10),
        viewsByDay(userId, chartFrom),
        repo.top(userId, from, 'country', 5),
        repo.top(userId, from, 'referrer', 5),
        repo.projectsUploaded(userId, from),
        repo.otherProfilesViewed(userId, from),
        repo.otherProjectsViewed(userId, from),
        repo.likesGiven(userId, from),
        repo.commentsGiven(userId, from),
        repo.mostViewedProfiles(userId, from, 5),
        impact.rank(score),
      ]);

      return {
        range,
        totalPortfolioViews,
        totalProjectViews,
        totalUniqueVisitors,
        totalDownloads,
        last30DaysViews,
        topProjects,
        recentViews: recent.map((v) => ({
          id: Number(v.id),
          country: v.country,
          referrer: v.referrer,
          viewedAt: isoDate(v.viewedAt),
          viewer: v.viewer
            ? {
                firstName: v.viewer.firstName,
                lastName: v.viewer.lastName,
                avatarUrl: toOwner({ ...v.viewer, jobTitle: null }).avatarUrl,
              }
            : null,
        })),
        viewsByDay: byDay,
        topCountries: topCountries.map(({ value, count }) => ({ country: value, count })),
        topReferrers: topReferrers.map(({ value, count }) => ({ referrer: value, count })),
        // Every figure of the user's activity follows the range; impactRanking stays all-time.
        userInteractions: {
          projectsUploaded,
          otherProfilesViewed,
          otherProjectsViewed,
          profileViewsLast30Days: last30DaysViews,
          likesGiven,
          commentsGiven,
          mostViewedProfiles: mostViewed.map((m) => ({
            user: toOwner(m.user),
            viewCount: m.viewCount,
          })),
        },
        impactRanking: { ...rank, score, metrics },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
