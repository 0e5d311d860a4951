import {
  SHARE_CARD_SIZE,
  SITE_NAME,
  fullNameOf,
  projectPage,
  titled,
  truncateDescription,
  type PageHead,
  type Project,
  type SiteUrls,
} from '@stackfolio/contract';

/**
 * A project's title and description, "<title> by <author>" and the description (or that title)
 * followed by the tags: its page's and its deep link's HTML head and `document.title` alike.
 */
export function projectMeta(project: Project): { title: string; description: string } {
  const by = project.user ? ` by ${fullNameOf(project.user)}` : '';
  const title = `${project.title}${by}`;
  const tags = project.tags?.length ? ` Tags: ${project.tags.join(', ')}.` : '';
  return { title, description: `${project.description || `${title}.`}${tags}` };
}

/** A file's page (`shown` is the file's name, or the entry of an archive). */
export function projectFileMeta(
  project: Pick<Project, 'title'>,
  shown: string,
): { title: string; description: string } {
  return {
    title: `${shown} – ${project.title}`,
    description: `${shown}, a file of ${project.title} on Stackfolio.`,
  };
}

/** The HTML head of a project's page: canonical to it, its Open Graph crop, its CreativeWork. */
export function projectHead(
  project: Project & { cardUrl?: string | null },
  site: SiteUrls,
): PageHead {
  const { title, description } = projectMeta(project);
  const image = project.image?.og ?? project.imageUrl ?? project.user?.avatarUrl ?? null;
  // A project without an image shares its generated card (1200×630), not its owner's avatar.
  const card = project.imageUrl ? null : site.absOrNull(project.cardUrl ?? null);
  return {
    status: 200,
    title: titled(title),
    description: truncateDescription(description),
    canonical: site.project(project),
    ogType: 'article',
    ...(card
      ? { image: card, imageAlt: `${title} on ${SITE_NAME}`, ...SHARE_CARD_SIZE }
      : {
          image: site.absOrNull(image) ?? undefined,
          imageAlt: project.imageUrl ? `Preview of ${project.title}` : undefined,
        }),
    jsonLd: projectPage(project, site),
  };
}
