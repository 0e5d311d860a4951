import { Op, QueryTypes, col, fn, literal, type Sequelize } from 'sequelize';
import type { Models, ViewFields } from '../../db/models';
import { rawRows } from '../../db/raw-rows';
import { visibleUsers } from '../../db/visibility';
import { lockRows } from '../../db/transactions';
import { OWNER_ATTRIBUTES } from '../projects';

/** Who looked, from where, as the tracking routes derive it. */
export type ViewContext = Omit<ViewFields, 'id' | 'viewedAt'>;

const num = (v: unknown): number => Number(v ?? 0) || 0;

/** The UTC calendar day of a DATE(3) column, as 'YYYY-MM-DD', on either dialect. */
const dayOf = (sequelize: Sequelize, column: string) =>
  sequelize.getDialect() === 'sqlite'
    ? fn('substr', col(column), 1, 10)
    : fn('DATE_FORMAT', col(column), '%Y-%m-%d');

/** Aggregates for the analytics page. Every number is computed by the database. */
export function createAnalyticsRepository(models: Models) {
  const { User, Project, PortfolioView, ProjectView, Download, Like, Comment } = models;
  const sequelize = User.sequelize!;
  const since = (from: Date | null) => (from ? { viewedAt: { [Op.gte]: from } } : {});
  const createdSince = (from: Date | null) => (from ? { createdAt: { [Op.gte]: from } } : {});
  const ownProjects = (userId: number) => ({
    model: Project,
    as: 'project',
    attributes: [],
    where: { userId },
    required: true,
  });

  return {
    /** In a transaction: locks the profile's user row until commit; false when there is none. */
    lockProfile: async (userId: number) => (await lockRows(User, [userId])).length > 0,

    /** Whether this visitor viewed the profile after `since` (a repeat is not counted again). */
    seenProfile: async (profileUserId: number, visitorKey: string, since: Date) =>
      (await PortfolioView.count({
        where: { profileUserId, visitorKey, viewedAt: { [Op.gt]: since } },
      })) > 0,

    seenProject: async (projectId: number, visitorKey: string, since: Date) =>
      (await ProjectView.count({
        where: { projectId, visitorKey, viewedAt: { [Op.gt]: since } },
      })) > 0,

    async recordPortfolioView(profileUserId: number, view: ViewContext, at: Date): Promise<void> {
      // The caller's transaction (trackPortfolioView) holds both.
      await PortfolioView.create({ profileUserId, ...view, viewedAt: at });
      await User.increment('viewCount', { where: { id: profileUserId }, silent: true });
    },

    async recordProjectView(projectId: number, view: ViewContext, at: Date): Promise<void> {
      await ProjectView.create({ projectId, ...view, viewedAt: at });
    },

    portfolioViews: (userId: number, from: Date | null) =>
      PortfolioView.count({ where: { profileUserId: userId, ...since(from) } }),

    projectViews: (userId: number, from: Date | null) =>
      ProjectView.count({ where: since(from), include: [ownProjects(userId)] }),

    /**
     * Distinct visitor keys of the profile and projects since `from`: the keys last seen at or
     * after it (analytics_visitors, kept by triggers; see migration 0005).
     */
    async uniqueVisitors(userId: number, from: Date | null): Promise<number> {
      const rows = await sequelize.query<{ n: number }>(
        `SELECT COUNT(*) AS n FROM analytics_visitors WHERE ownerUserId = :userId${from ? ' AND lastSeenAt >= :from' : ''}`,
        { replacements: { userId, from }, type: QueryTypes.SELECT },
      );
      return num(rows[0]?.n);
    },

    async downloads(userId: number, from: Date | null): Promise<number> {
      if (!from) return num(await Project.sum('downloadCount', { where: { userId } }));
      return Download.count({
        where: { createdAt: { [Op.gte]: from } },
        include: [
          { model: Project, as: 'project', attributes: [], where: { userId }, required: true },
        ],
      });
    },

    async topProjects(userId: number, limit: number) {
      const rows = await Project.findAll({
        where: { userId },
        attributes: ['id', 'title', 'viewCount', 'downloadCount'],
        order: [
          ['viewCount', 'DESC'],
          ['downloadCount', 'DESC'],
          ['id', 'ASC'],
        ],
        limit,
      });
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        viewCount: num(p.viewCount),
        downloadCount: num(p.downloadCount),
      }));
    },

    /**
     * The newest views of the profile. A viewer the owner blocks or a suspended one shows as an
     * anonymous visitor (the view still counts): the owner no longer sees who they are.
     */
    async recentViews(userId: number, from: Date | null, limit: number) {
      const shownViewer = {
        ...visibleUsers(),
        id: {
          [Op.notIn]: literal(`(SELECT blockedId FROM blocks WHERE blockerId = ${Number(userId)})`),
        },
      };
      const rows = await PortfolioView.findAll({
        where: { profileUserId: userId, ...since(from) },
        include: [
          {
            model: User,
            as: 'viewer',
            attributes: OWNER_ATTRIBUTES,
            where: shownViewer,
            required: false,
          },
        ],
        order: [
          ['viewedAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      });
      return rows.map((r) => ({
        id: r.id,
        country: r.country,
        referrer: r.referrer,
        viewedAt: r.viewedAt,
        viewer: r.viewer ? r.viewer.get({ plain: true }) : null,
      }));
    },

    async viewsPerDay(userId: number, from: Date): Promise<Map<string, number>> {
      const day = dayOf(sequelize, 'viewedAt');
      const rows = await rawRows<{ day: string; views: unknown }>(PortfolioView, {
        attributes: [
          [day, 'day'],
          [fn('COUNT', col('id')), 'views'],
        ],
        where: { profileUserId: userId, viewedAt: { [Op.gte]: from } },
        group: [day],
      });
      return new Map(rows.map((r) => [String(r.day), num(r.views)]));
    },

    async top(userId: number, from: Date | null, column: 'country' | 'referrer', limit: number) {
      const rows = await rawRows<Record<string, unknown>>(PortfolioView, {
        attributes: [column, [fn('COUNT', col('id')), 'count']],
        where: {
          profileUserId: userId,
          ...since(from),
          ...(column === 'country' ? { country: { [Op.ne]: '' } } : {}),
        },
        group: [column],
        order: [
          [fn('COUNT', col('id')), 'DESC'],
          [column, 'ASC'],
        ],
        limit,
      });
      return rows.map((r) => ({ value: String(r[column]), count: num(r.count) }));
    },

    otherProfilesViewed: (userId: number, from: Date | null) =>
      PortfolioView.count({
        where: { viewerUserId: userId, profileUserId: { [Op.ne]: userId }, ...since(from) },
      }),

    otherProjectsViewed: (userId: number, from: Date | null) =>
      ProjectView.count({ where: { viewerUserId: userId, ...since(from) } }),

    /** The user's own activity within the range (createdAt since `from`; all time when null). */
    projectsUploaded: (userId: number, from: Date | null) =>
      Project.count({ where: { userId, ...createdSince(from) } }),
    likesGiven: (userId: number, from: Date | null) =>
      Like.count({ where: { userId, ...createdSince(from) } }),
    commentsGiven: (userId: number, from: Date | null) =>
      Comment.count({ where: { userId, ...createdSince(from) } }),

    async mostViewedProfiles(userId: number, from: Date | null, limit: number) {
      const rows = await rawRows<{ profileUserId: number; viewCount: unknown }>(PortfolioView, {
        attributes: ['profileUserId', [fn('COUNT', col('id')), 'viewCount']],
        where: { viewerUserId: userId, profileUserId: { [Op.ne]: userId }, ...since(from) },
        group: ['profileUserId'],
        order: [
          [fn('COUNT', col('id')), 'DESC'],
          ['profileUserId', 'ASC'],
        ],
        limit,
      });
      // A suspended profile answers 404: it is left out, like a deleted one.
      const users = await User.findAll({
        where: { id: rows.map((r) => r.profileUserId), ...visibleUsers() },
        attributes: OWNER_ATTRIBUTES,
      });
      const byId = new Map(users.map((u) => [u.id, u.get({ plain: true })]));
      return rows
        .filter((r) => byId.has(Number(r.profileUserId)))
        .map((r) => ({ user: byId.get(Number(r.profileUserId))!, viewCount: num(r.viewCount) }));
    },

    /** When the user joined and their stored impact score; null for an unknown user. */
    async userSummary(userId: number): Promise<{ createdAt: Date; impactScore: number } | null> {
      const user = await User.findByPk(userId, { attributes: ['id', 'createdAt', 'impactScore'] });
      return user ? { createdAt: user.createdAt, impactScore: num(user.impactScore) } : null;
    },
  };
}
