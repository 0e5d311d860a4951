import { profilePath, type ResumeProject as ResumeProjectInput } from '@stackfolio/contract';
import { fullName, initials, type CurrentUser } from '@stackfolio/shared-ui';
import { JOB_TITLE_FALLBACK, TEMPLATE_CAPS, type TemplateId } from '../../../constants';

/** The fields of a project (docs/product.md §3) a resume reads: the contract's. */
export type { ResumeProjectInput };

export interface ResumeLink {
  label: string;
  url: string;
  /** The URL without its scheme, as printed on paper: "github.com/ada". */
  display: string;
}

export interface ResumeSkill {
  name: string;
  featured: boolean;
}

export interface ResumeProject {
  id: number;
  title: string;
  description: string;
  url: ResumeLink | null;
  tags: string[];
}

/** Everything a template renders, already capped for that template. */
export interface ResumeData {
  name: string;
  initials: string;
  jobTitle: string;
  location: string;
  email: string;
  bio: string;
  portfolio: ResumeLink;
  links: ResumeLink[];
  skills: ResumeSkill[];
  projects: ResumeProject[];
}

/** Only web links reach a resume: a `javascript:` or `data:` URL from a profile is dropped. */
export function toLink(label: string, raw: string | null | undefined): ResumeLink | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const display = `${url.host}${url.pathname}${url.search}`
      .replace(/^www\./, '')
      .replace(/\/$/, '');
    return { label, url: url.href, display };
  } catch {
    return null;
  }
}

/** Both readings of social links (docs/product.md §3): the flat url fields win, the socialLinks object fills in. */
function socialLinks(user: CurrentUser): ResumeLink[] {
  const social = user.socialLinks ?? {};
  const candidates: [string, string | null | undefined][] = [
    ['LinkedIn', user.linkedinUrl || social.linkedin],
    ['GitHub', user.githubUrl || social.github],
    ['YouTube', user.youtubeUrl || social.youtube],
    ['Twitter', user.twitterUrl],
  ];
  return candidates.flatMap(([label, url]) => toLink(label, url) ?? []);
}

/** Featured skills first (in their featured order), then the rest; blanks and repeats dropped. */
export function orderSkills(
  skills: string[] | null | undefined,
  featured: string[] | null | undefined,
): ResumeSkill[] {
  const seen = new Set<string>();
  const result: ResumeSkill[] = [];
  const add = (name: string, isFeatured: boolean) => {
    const trimmed = typeof name === 'string' ? name.trim() : '';
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) return;
    seen.add(key);
    result.push({ name: trimmed, featured: isFeatured });
  };
  for (const name of featured ?? []) add(name, true);
  for (const name of skills ?? []) add(name, false);
  return result;
}

/** Builds a template's view of the profile: docs/product.md §9 caps on projects and on tags per project. */
export function buildResumeData(
  user: CurrentUser,
  projects: ResumeProjectInput[],
  template: TemplateId,
  origin: string,
): ResumeData {
  const caps = TEMPLATE_CAPS[template];
  return {
    name: fullName(user, user.email),
    initials: initials(user) || user.email.charAt(0).toUpperCase(),
    jobTitle: user.jobTitle?.trim() || user.title?.trim() || JOB_TITLE_FALLBACK,
    location: user.location?.trim() ?? '',
    email: user.email,
    bio: user.bio?.trim() ?? '',
    portfolio: toLink('Portfolio', `${origin}${profilePath(user)}`) ?? {
      label: 'Portfolio',
      url: `${origin}${profilePath(user)}`,
      display: `${origin}${profilePath(user)}`,
    },
    links: socialLinks(user),
    skills: orderSkills(user.skills, user.featuredSkills),
    projects: projects.slice(0, caps.projects).map((project) => ({
      id: project.id,
      title: project.title,
      description: project.description?.trim() ?? '',
      // The project's page, where a reader sees the work; its own link is one click further.
      url: toLink('Project', project.path ? `${origin}${project.path}` : project.projectUrl),
      tags: (project.tags ?? []).filter((tag) => tag?.trim()).slice(0, caps.tagsPerProject),
    })),
  };
}
