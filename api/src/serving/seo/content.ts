import type { ProjectResponse } from '../../components/projects/projects.mapper';
import type { PublicUser } from '../../components/users/users.mapper';
import { escapeHtml as e } from './html';
import { fullNameOf, jobTitleOf, type SiteUrls } from './json-ld';

/*
 * The readable block a crawler (or a visitor without JavaScript) sees inside <div id="root">.
 * It is plain semantic markup with real anchors; React's createRoot replaces it on start-up.
 * Every value is escaped here, at the point it meets markup.
 */

const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;

function list(items: string[]): string {
  return items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '';
}

function tagLinks(tags: string[], urls: SiteUrls): string {
  return tags.length ? `<p>Tags: ${tags.map((t) => link(urls.tag(t), t)).join(', ')}</p>` : '';
}

/** A profile: name, job title, location, bio, skills as filter links and the projects. */
export function profileContent(
  user: PublicUser,
  projects: ProjectResponse[],
  urls: SiteUrls,
): string {
  const skills = user.skills.length
    ? `<h2>Skills</h2>${list(user.skills.map((s) => link(urls.skill(s), s)))}`
    : '';
  const work = projects.map(
    (p) =>
      `<h3>${link(`/browse-projects?project=${p.id}`, p.title)}</h3>` +
      (p.description ? `<p>${e(p.description)}</p>` : '') +
      tagLinks(p.tags, urls),
  );
  return (
    '<main>' +
    `<h1>${e(fullNameOf(user))}</h1>` +
    `<p>${e(jobTitleOf(user))}${user.location ? ` · ${e(user.location)}` : ''}</p>` +
    (user.bio ? `<p>${e(user.bio)}</p>` : '') +
    skills +
    (work.length ? `<h2>Portfolio Projects</h2>${work.join('')}` : '') +
    `<p>${link('/profiles', 'Browse professional profiles')}</p>` +
    '</main>'
  );
}

/** A project deep link: title, author, description, tags and the external link. */
export function projectContent(project: ProjectResponse, urls: SiteUrls): string {
  const author = project.user
    ? `<p>By ${link(`/profile/${project.user.id}`, fullNameOf(project.user))}, ${e(jobTitleOf(project.user))}</p>`
    : '';
  return (
    '<main>' +
    `<h1>${e(project.title)}</h1>` +
    author +
    (project.description ? `<p>${e(project.description)}</p>` : '') +
    tagLinks(project.tags, urls) +
    `<p>${link('/browse-projects', 'Browse all projects')}</p>` +
    '</main>'
  );
}

/** /browse-projects: a heading and the newest projects with their authors and tags. */
export function projectListContent(
  heading: string,
  projects: ProjectResponse[],
  urls: SiteUrls,
): string {
  const items = projects.map(
    (p) =>
      link(`/browse-projects?project=${p.id}`, p.title) +
      (p.user ? ` by ${link(`/profile/${p.user.id}`, fullNameOf(p.user))}` : '') +
      tagLinks(p.tags, urls),
  );
  return `<main><h1>${e(heading)}</h1>${list(items)}</main>`;
}

/** /profiles: a heading and the newest profiles. */
export function profileListContent(
  heading: string,
  profiles: Array<Pick<PublicUser, 'id' | 'firstName' | 'lastName' | 'jobTitle'>>,
): string {
  const items = profiles.map(
    (u) => `${link(`/profile/${u.id}`, fullNameOf(u))}, ${e(jobTitleOf(u))}`,
  );
  return `<main><h1>${e(heading)}</h1>${list(items)}</main>`;
}
