import type { Models } from '../../db/models';
import { freeSlugFor } from '../../db/free-slug';

/** Where a slug of an owner leads: the project holding it, or the one that left it. */
export type SlugOwner = { projectId: number; current: boolean };

/** Data access for project slugs and the old slugs that still find their project. */
export function createProjectSlugsRepository(models: Models) {
  const { Project, ProjectSlugRedirect } = models;

  return {
    async find(userId: number, slug: string): Promise<SlugOwner | null> {
      const holder = await Project.findOne({ where: { userId, slug }, attributes: ['id'] });
      if (holder) return { projectId: holder.id, current: true };
      const left = await ProjectSlugRedirect.findOne({
        where: { userId, slug },
        attributes: ['projectId'],
      });
      return left ? { projectId: left.projectId, current: false } : null;
    },

    /**
     * After a title change, in the transaction that holds the owner's lock: the slug of the new
     * title, the old slug remembered so its address keeps working. A title whose slug is the
     * same (case, punctuation) changes nothing.
     */
    async retitle(project: { id: number; userId: number; slug: string | null }, title: string) {
      const { id, userId, slug: old } = project;
      const slug = await freeSlugFor(Project, ProjectSlugRedirect, userId, title, id);
      if (slug === old) return;
      // Taking back a slug this project left before: that address is current again.
      await ProjectSlugRedirect.destroy({ where: { userId, slug } });
      await Project.update({ slug }, { where: { id } });
      if (old) await ProjectSlugRedirect.create({ userId, slug: old, projectId: id });
    },
  };
}
