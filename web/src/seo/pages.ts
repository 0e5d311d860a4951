import type { PageReads } from '@stackfolio/api';
import type { Project, ProjectDetail } from '@stackfolio/contract';
import { truncate, type PageMeta } from './html';
import { fullNameOf, jobTitleOf, profilePage, projectPage, siteUrls } from './json-ld';

export const SITE_NAME = 'Stackfolio';
/** Search engines show about 155–160 characters of a description. */
const DESCRIPTION_MAX = 160;
const MAX_ID = 2_147_483_647;

/** "3" → 3; anything else (letters, signs, out of INT range) → null, answered as not found. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const titled = (title: string) => `${title} | ${SITE_NAME}`;
const firstQuery = (value: unknown) =>
  (Array.isArray(value) ? value[0] : value)?.toString().trim().slice(0, 100) || undefined;

/** Resolves the public pages to their head tags; null for any other path. */
export function createPageResolver(reads: PageReads, publicUrl: string) {
  const urls = siteUrls(publicUrl);

  /** Whoever holds the handle now; an old handle was redirected before the page was resolved. */
  async function currentHolder(handle: string): Promise<number | null> {
    let typed: string;
    try {
      typed = decodeURIComponent(handle);
    } catch {
      return null;
    }
    const owner = await reads.handleOwner(typed);
    return owner?.current ? owner.userId : null;
  }

  /** A profile by `/@handle` or, for an id without a handle, by `/profile/{id}`. */
  async function profile(key: { id: string } | { handle: string }): Promise<PageMeta> {
    const id = 'id' in key ? parseId(key.id) : await currentHolder(key.handle);
    const found = id === null ? null : await reads.profileSummary(id);
    if (!found) {
      // The app renders 'User Not Found' for this URL; the status tells crawlers the same.
      return {
        status: 404,
        title: titled('User Not Found'),
        description: 'This profile does not exist.',
        ogType: 'website',
      };
    }
    const { projects, user } = found;
    const name = fullNameOf(user);
    const headline = `${name} – ${jobTitleOf(user)}`;
    const facts = [
      `${headline}${user.location ? ` in ${user.location}` : ''}.`,
      user.bio ?? '',
      user.skills.length ? `Skills: ${user.skills.join(', ')}.` : '',
    ];
    // Link previews get the header's 1200×630 crop when there is no avatar (avatars are square).
    const image = user.avatarUrl ?? user.headerImage?.og ?? user.headerImageUrl;
    return {
      status: 200,
      title: titled(headline),
      description: truncate(facts.filter(Boolean).join(' '), DESCRIPTION_MAX),
      canonical: urls.profile(user),
      ogType: 'profile',
      image: urls.absOrNull(image) ?? undefined,
      imageAlt: image
        ? user.avatarUrl
          ? `${name}'s avatar`
          : `${name}'s header image`
        : undefined,
      jsonLd: profilePage(user, { newest: projects, total: found.projectCount }, urls),
    };
  }

  function projectMeta(p: Project): PageMeta {
    const by = p.user ? ` by ${fullNameOf(p.user)}` : '';
    const tags = p.tags.length ? ` Tags: ${p.tags.join(', ')}.` : '';
    return {
      status: 200,
      title: titled(`${p.title}${by}`),
      description: truncate(`${p.description ?? `${p.title}${by}.`}${tags}`, DESCRIPTION_MAX),
      canonical: urls.project(p),
      ogType: 'article',
      image: urls.absOrNull(p.image?.og ?? p.imageUrl ?? p.user?.avatarUrl ?? null) ?? undefined,
      imageAlt: p.imageUrl ? `Preview of ${p.title}` : undefined,
      jsonLd: projectPage(p, urls),
    };
  }

  async function project(id: number): Promise<PageMeta | null> {
    const p = await reads.projectSummary(id);
    return p && projectMeta(p);
  }

  const decoded = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return null;
    }
  };

  const notFound = (what: 'Project' | 'File'): PageMeta => ({
    status: 404,
    title: titled(`${what} Not Found`),
    description: `This ${what.toLowerCase()} does not exist.`,
    ogType: 'website',
  });

  /** The project at an address; an old address was redirected before the page was resolved. */
  async function projectAt(handle: string, slug: string): Promise<ProjectDetail | null> {
    const [h, s] = [decoded(handle), decoded(slug)];
    return h && s ? ((await reads.projectByPath(h, s))?.project ?? null) : null;
  }

  /** `/@handle/slug`. */
  async function projectByPath(handle: string, slug: string): Promise<PageMeta> {
    const p = await projectAt(handle, slug);
    return p ? projectMeta(p) : notFound('Project');
  }

  /** `/@handle/slug/files/{name}[/{entry}]`: one file of a project, or an entry of its archive. */
  async function projectFile(handle: string, slug: string, rest: string): Promise<PageMeta> {
    const p = await projectAt(handle, slug);
    const segments = rest.split('/').map(decoded);
    const file = p?.files.find((f) => f.name === segments[0]);
    if (!p || !file || segments.some((part) => !part)) return notFound('File');
    const shown = segments.length > 1 ? segments.slice(1).join('/') : file.name;
    return {
      ...projectMeta(p),
      title: titled(`${shown} – ${p.title}`),
      description: truncate(`${shown}, a file of ${p.title} on Stackfolio.`, DESCRIPTION_MAX),
      canonical: urls.abs(
        `${p.path}/files/${segments.map((x) => encodeURIComponent(x!)).join('/')}`,
      ),
      jsonLd: undefined,
    };
  }

  async function browseProjects(query: Record<string, unknown>): Promise<PageMeta> {
    const projectId = parseId(firstQuery(query.project));
    const deepLink = projectId === null ? null : await project(projectId);
    if (deepLink) return deepLink;
    // An unknown ?project= still shows the list in the app; its canonical is the list itself.
    const tag = firstQuery(query.tag);
    const heading = tag ? `Projects tagged "${tag}"` : 'Browse Projects';
    const description = tag
      ? `Projects tagged ${tag} by IT, software and data professionals on Stackfolio.`
      : 'Discover projects, documentation and code samples shared by IT, software and data professionals.';
    return {
      status: 200,
      title: titled(heading),
      description,
      canonical: urls.abs(tag ? urls.tag(tag) : '/browse-projects'),
      ogType: 'website',
    };
  }

  async function profiles(query: Record<string, unknown>): Promise<PageMeta> {
    const skill = firstQuery(query.skill);
    const heading = skill ? `${skill} professionals` : 'Browse Professional Profiles';
    return {
      status: 200,
      title: titled(heading),
      description: skill
        ? `IT professionals skilled in ${skill} on Stackfolio: profiles, projects and social links.`
        : 'Browse the profiles of IT, software and data professionals on Stackfolio.',
      canonical: urls.abs(skill ? urls.skill(skill) : '/profiles'),
      ogType: 'website',
    };
  }

  /** The page for a request path and query, or null when the shell's HTML needs nothing added. */
  return async function resolve(
    path: string,
    query: Record<string, unknown>,
  ): Promise<PageMeta | null> {
    const byId = /^\/profile\/([^/]+)\/?$/.exec(path);
    if (byId) return profile({ id: byId[1] });
    const byHandle = /^\/@([^/]+)\/?$/.exec(path);
    if (byHandle) return profile({ handle: byHandle[1] });
    const byAddress = /^\/@([^/]+)\/([^/]+)\/?$/.exec(path);
    if (byAddress) return projectByPath(byAddress[1], byAddress[2]);
    const byFile = /^\/@([^/]+)\/([^/]+)\/files\/(.+?)\/?$/.exec(path);
    if (byFile) return projectFile(byFile[1], byFile[2], byFile[3]);
    if (path === '/browse-projects') return browseProjects(query);
    if (path === '/profiles') return profiles(query);
    return null;
  };
}

export type PageResolver = ReturnType<typeof createPageResolver>;
