import { Op, type Model, type ModelStatic } from 'sequelize';
import { numberedSlug, slugify } from '@stackfolio/contract';

const BATCH = 20;

/**
 * The slug a project of `userId` titled `title` gets: `slugify(title)`, else the first free
 * `…-2`, `…-3` (checked 20 at a time). A slug is taken when another project of the owner holds
 * it or left it on a rename (its old address keeps finding that project); a project may take
 * back a slug it left itself. Callers lock the owner's row so the owner's writes take turns; the
 * unique index (userId, slug) settles anything else.
 */
export async function freeSlugFor(
  projects: ModelStatic<Model>,
  redirects: ModelStatic<Model>,
  userId: number,
  title: string,
  projectId?: number,
): Promise<string> {
  const base = slugify(title);
  const notThis = projectId === undefined ? undefined : { [Op.ne]: projectId };
  for (let from = 1; ; from += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) => numberedSlug(base, from + i));
    const [held, left] = await Promise.all([
      projects.findAll({
        where: { userId, slug: candidates, ...(notThis && { id: notThis }) },
        attributes: ['slug'],
        raw: true,
      }),
      redirects.findAll({
        where: { userId, slug: candidates, ...(notThis && { projectId: notThis }) },
        attributes: ['slug'],
        raw: true,
      }),
    ]);
    const taken = new Set(
      [...held, ...left].map((row) => String((row as unknown as { slug: string }).slug)),
    );
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}
