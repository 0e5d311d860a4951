import { fn, col, literal, QueryTypes } from 'sequelize';
import { projectPath } from '@stackfolio/contract';
import type { Models } from '../../db/models';
import { rawRows } from '../../db/raw-rows';
import { visibleProjectSql, visibleProjects, visibleUserSql } from '../../db/visibility';

/** One sitemap URL's source: an id and when it last changed. */
export interface SitemapEntry {
  id: number;
  /** Profiles: the handle their canonical URL uses. */
  handle?: string | null;
  /** Projects: their page, `/@handle/slug`; null for an owner without a handle. */
  path?: string | null;
  lastmod: Date | null;
}

/** SQLite returns aggregated dates as text ("2025-06-01 10:00:00.000 +00:00"), MySQL as Date. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Read-only data access for the page server's redirects and the sitemap. Every query is on a primary
 * key or an index (projects_user_created_at, projects_created_at, users_created_at).
 */
export function createSeoRepository(models: Models) {
  const { User, Project } = models;
  const sequelize = Project.sequelize!;

  return {
    /** The id of whoever holds this handle now (any case), or null. */
    async findHandleHolder(handle: string): Promise<number | null> {
      let lower: string;
      try {
        lower = decodeURIComponent(handle).toLowerCase();
      } catch {
        return null;
      }
      const user = await User.findOne({ where: { handle: lower }, attributes: ['id'] });
      return user ? user.id : null;
    },

    /** How many sitemap URLs there are: profiles with a project, and projects. */
    async sitemapCounts(): Promise<{ profiles: number; projects: number }> {
      const [row] = await rawRows<{ profiles: number | string; projects: number | string }>(
        Project,
        {
          where: visibleProjects(),
          attributes: [
            [fn('COUNT', literal('DISTINCT userId')), 'profiles'],
            [fn('COUNT', col('id')), 'projects'],
          ],
        },
      );
      return { profiles: Number(row?.profiles ?? 0), projects: Number(row?.projects ?? 0) };
    },

    /** Profiles with at least one project, by id; lastmod is the latest of profile and projects. */
    async sitemapProfiles(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await sequelize.query<{
        id: number;
        handle: string | null;
        userAt: unknown;
        projectsAt: unknown;
      }>(
        `SELECT u.id AS id, u.handle AS handle, u.updatedAt AS userAt, MAX(p.updatedAt) AS projectsAt
           FROM users u JOIN projects p ON p.userId = u.id
          WHERE ${visibleUserSql('u')} AND ${visibleProjectSql('p')}
          GROUP BY u.id, u.handle, u.updatedAt ORDER BY u.id LIMIT :limit OFFSET :offset`,
        { type: QueryTypes.SELECT, replacements: { limit, offset } },
      );
      return rows.map((r) => ({
        id: Number(r.id),
        handle: r.handle,
        lastmod: later(toDate(r.userAt), toDate(r.projectsAt)),
      }));
    },

    async sitemapProjects(offset: number, limit: number): Promise<SitemapEntry[]> {
      const rows = await sequelize.query<{
        id: number;
        slug: string;
        handle: string | null;
        updatedAt: unknown;
      }>(
        `SELECT p.id AS id, p.slug AS slug, u.handle AS handle, p.updatedAt AS updatedAt
           FROM projects p JOIN users u ON u.id = p.userId
          WHERE ${visibleProjectSql('p')}
          ORDER BY p.id LIMIT :limit OFFSET :offset`,
        { type: QueryTypes.SELECT, replacements: { limit, offset } },
      );
      return rows.map((r) => ({
        id: Number(r.id),
        path: r.handle ? projectPath(r.handle, r.slug) : null,
        lastmod: toDate(r.updatedAt),
      }));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
