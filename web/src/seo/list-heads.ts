import { siteUrls, titled, type PageHead } from '@stackfolio/contract';

const MAX_ID = 2_147_483_647;

/** "3" → 3; anything else (letters, signs, out of INT range) → null, answered as not found. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const firstQuery = (value: unknown) =>
  (Array.isArray(value) ? value[0] : value)?.toString().trim().slice(0, 100) || undefined;

/**
 * The heads of the two lists, which need no data: `/browse-projects` (by `?tag=`) and
 * `/profiles` (by `?skill=`). Pages with data have their head in their remote, beside their
 * prefetch (`head` in the remote's routes); a deep link to a project on the list is one of them.
 */
export function listHead(
  path: string,
  query: Record<string, unknown>,
  publicUrl: string,
): PageHead | null {
  const urls = siteUrls(publicUrl);
  if (path === '/browse-projects') {
    // An unknown ?project= still shows the list in the app; its canonical is the list itself.
    const tag = firstQuery(query.tag);
    return {
      status: 200,
      title: titled(tag ? `Projects tagged "${tag}"` : 'Browse Projects'),
      description: tag
        ? `Projects tagged ${tag} by IT, software and data professionals on Stackfolio.`
        : 'Discover projects, documentation and code samples shared by IT, software and data professionals.',
      canonical: urls.abs(tag ? urls.tag(tag) : '/browse-projects'),
      ogType: 'website',
    };
  }
  if (path === '/profiles') {
    const skill = firstQuery(query.skill);
    return {
      status: 200,
      title: titled(skill ? `${skill} professionals` : 'Browse Professional Profiles'),
      description: skill
        ? `IT professionals skilled in ${skill} on Stackfolio: profiles, projects and social links.`
        : 'Browse the profiles of IT, software and data professionals on Stackfolio.',
      canonical: urls.abs(skill ? urls.skill(skill) : '/profiles'),
      ogType: 'website',
    };
  }
  return null;
}
