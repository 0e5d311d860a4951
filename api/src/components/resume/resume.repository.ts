import { projectPath } from '@stackfolio/contract';
import type { Models, UserAttrs } from '../../db/models';

/** A project as a resume lists it, in every format. */
export interface ResumeProject {
  id: number;
  title: string;
  description: string | null;
  tags: string[];
  projectUrl: string | null;
  /** The project's page on the site, `/@{handle}/{slug}` (null for an owner without a handle). */
  path: string | null;
}

/** Data access for resumes. Returns plain objects. */
export function createResumeRepository(models: Models) {
  const { User, Project } = models;
  return {
    async findUser(id: number): Promise<UserAttrs | null> {
      const user = await User.findByPk(id);
      return user ? user.get({ plain: true }) : null;
    },

    /** The user's most viewed projects, newest first on equal views. */
    async mostViewedProjects(userId: number, limit: number): Promise<ResumeProject[]> {
      const rows = await Project.findAll({
        attributes: ['id', 'title', 'description', 'tags', 'projectUrl', 'slug'],
        include: [{ model: User, as: 'user', attributes: ['handle'] }],
        where: { userId },
        order: [
          ['viewCount', 'DESC'],
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      });
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        tags: p.tags,
        projectUrl: p.projectUrl,
        path: p.user?.handle ? projectPath(p.user.handle, p.slug) : null,
      }));
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
