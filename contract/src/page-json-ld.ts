// No zod here: the remotes build their pages' heads with these in the browser too.
import type { Project, ProjectDetail } from './projects';
import type { PublicUser } from './users';
import { profilePath } from './handle-rules';
import { OPEN_TO_WORK_LABELS } from './open-to-work-rules';

/** docs/product.md §3: jobTitle, else 'IT Professional'. */
export const DEFAULT_JOB_TITLE = 'IT Professional';

/** Absolute-URL helpers bound to PUBLIC_URL; every URL in JSON-LD and Open Graph is absolute. */
export interface SiteUrls {
  /** An absolute URL for a site path ("/@ada"); null stays null. */
  abs(path: string): string;
  absOrNull(path: string | null): string | null;
  /** The canonical profile URL: `/@handle`, `/profile/{id}` without a handle. */
  profile(user: { id: number; handle?: string | null }): string;
  /** The canonical project URL: its page, `/@handle/slug`; the list's deep link without one. */
  project(project: Pick<Project, 'id' | 'path'>): string;
  skill(skill: string): string;
  tag(tag: string): string;
}

/** Builds the site's URL helpers from PUBLIC_URL (config.publicUrl, without trailing slash). */
export function siteUrls(publicUrl: string): SiteUrls {
  const abs = (path: string) => `${publicUrl}${path}`;
  return {
    abs,
    absOrNull: (path) => (path ? abs(path) : null),
    profile: (user) => abs(profilePath(user)),
    project: (project) => abs(project.path ?? `/browse-projects?project=${project.id}`),
    skill: (skill) => `/profiles?skill=${encodeURIComponent(skill)}`,
    tag: (tag) => `/browse-projects?tag=${encodeURIComponent(tag)}`,
  };
}

export const fullNameOf = (u: Pick<PublicUser, 'firstName' | 'lastName'>) =>
  `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || 'Stackfolio member';

export const jobTitleOf = (u: Pick<PublicUser, 'jobTitle'>) =>
  u.jobTitle?.trim() || DEFAULT_JOB_TITLE;

/** Only http(s) links are identities worth declaring; anything else a user typed is dropped. */
function isWebUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * schema.org CreativeWork for a project (SoftwareSourceCode when it has code or notebooks);
 * `author` is a reference when nested in its Person.
 */
export function creativeWork(
  project: Project,
  urls: SiteUrls,
  author?: object,
): Record<string, unknown> {
  const hasCode =
    'files' in project &&
    (project as ProjectDetail).files.some(
      (f) => f.previewKind === 'code' || f.previewKind === 'notebook',
    );
  return {
    '@type': hasCode ? 'SoftwareSourceCode' : 'CreativeWork',
    '@id': `${urls.project(project)}#work`,
    name: project.title,
    url: urls.project(project),
    ...(project.description && { description: project.description }),
    ...(project.tags.length > 0 && { keywords: project.tags.join(', ') }),
    ...(project.imageUrl && { image: urls.abs(project.imageUrl) }),
    ...(isWebUrl(project.projectUrl) && { sameAs: project.projectUrl }),
    dateCreated: new Date(project.createdAt).toISOString(),
    dateModified: new Date(project.updatedAt).toISOString(),
    ...(author && { author }),
  };
}

/** schema.org Person for a profile (used on its own and as a ProfilePage's mainEntity). */
/**
 * What a person open to work (or casually looking) seeks, as a schema.org Demand: the roles,
 * employment types and workplaces in its description, the wanted places as `areaServed`, the
 * first day as `availabilityStarts`. Only what the answer holds: details kept for signed-in
 * people are not in a visitor's answer.
 */
function seeks(work: NonNullable<PublicUser['openToWork']>) {
  const { employmentTypes, workplaces } = OPEN_TO_WORK_LABELS;
  const wants = [
    work.roles.join(', '),
    work.employmentTypes.map((t) => employmentTypes[t]).join(', '),
    work.workplaces.map((w) => workplaces[w]).join(', '),
  ].filter(Boolean);
  return {
    '@type': 'Demand',
    name: OPEN_TO_WORK_LABELS.status[work.status],
    ...(wants.length > 0 && { description: wants.join('; ') }),
    ...(work.locations.length > 0 && {
      areaServed: work.locations.map((name) => ({ '@type': 'Place', name })),
    }),
    ...(work.availableFrom && { availabilityStarts: work.availableFrom }),
  };
}

export function person(user: PublicUser, urls: SiteUrls): Record<string, unknown> {
  const sameAs = [user.linkedinUrl, user.githubUrl, user.youtubeUrl, user.twitterUrl].filter(
    isWebUrl,
  );
  const work = user.openToWork?.status === 'closed' ? null : user.openToWork;
  return {
    '@type': 'Person',
    '@id': `${urls.profile(user)}#person`,
    name: fullNameOf(user),
    givenName: user.firstName,
    familyName: user.lastName,
    jobTitle: jobTitleOf(user),
    url: urls.profile(user),
    ...(user.bio && { description: user.bio }),
    ...(user.avatarUrl && { image: urls.abs(user.avatarUrl) }),
    ...(user.location && { homeLocation: { '@type': 'Place', name: user.location } }),
    ...(user.skills.length > 0 && { knowsAbout: user.skills }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(work && { seeks: seeks(work) }),
  };
}

/**
 * A profile page as schema.org ProfilePage whose mainEntity is the Person. The rule for its
 * projects: the newest HEAD_LIST_LIMIT (20) are the Person's `workExample` CreativeWorks, newest
 * first, each pointing back to the Person by @id; the page's `hasPart` Collection says how many
 * there are in all (`collectionSize`), so a crawler knows the list is not the whole portfolio.
 */
export function profilePage(
  user: PublicUser,
  projects: { newest: Project[]; total: number },
  urls: SiteUrls,
) {
  const subject = person(user, urls);
  const authorRef = { '@id': subject['@id'] };
  const { newest, total } = projects;
  const listed =
    newest.length < total
      ? `The newest ${newest.length} of ${total} projects are listed, newest first.`
      : `All ${total} ${total === 1 ? 'project is' : 'projects are'} listed.`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: urls.profile(user),
    name: `${fullNameOf(user)} – ${jobTitleOf(user)}`,
    dateCreated: new Date(user.createdAt).toISOString(),
    mainEntity: {
      ...subject,
      ...(newest.length > 0 && {
        workExample: newest.map((p) => creativeWork(p, urls, authorRef)),
      }),
    },
    hasPart: {
      '@type': 'Collection',
      name: `Portfolio projects of ${fullNameOf(user)}`,
      url: urls.profile(user),
      collectionSize: total,
      ...(total > 0 && { description: listed }),
    },
  };
}

/** A project's page: the CreativeWork with its author as a Person link to the profile. */
export function projectPage(project: Project, urls: SiteUrls) {
  const author = project.user
    ? { '@type': 'Person', name: fullNameOf(project.user), url: urls.profile(project.user) }
    : undefined;
  return { '@context': 'https://schema.org', ...creativeWork(project, urls, author) };
}
