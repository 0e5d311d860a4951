import { fullName, type Project } from '@stackfolio/shared-ui';

/** The author as the server's SEO head names them (api serving/seo/json-ld.ts fullNameOf). */
const SEO_AUTHOR_FALLBACK = 'Stackfolio member';

/**
 * The title and description a project's deep link (`/browse-projects?project={id}`) gets, the
 * same the server puts in the HTML for that URL (api serving/seo/pages.ts): "<title> by <author>"
 * and the description (or that title) followed by the tags.
 */
export function projectMeta(project: Project): { title: string; description: string } {
  const by = project.user ? ` by ${fullName(project.user, SEO_AUTHOR_FALLBACK)}` : '';
  const title = `${project.title}${by}`;
  const tags = project.tags?.length ? ` Tags: ${project.tags.join(', ')}.` : '';
  return { title, description: `${project.description || `${title}.`}${tags}` };
}
