import {
  EMPLOYMENT_TYPES,
  MAX_SKILL_FILTERS,
  WORKPLACES,
  profilesHeadText,
  siteUrls,
  titled,
  type PageHead,
} from '@stackfolio/contract';

const MAX_ID = 2_147_483_647;

/** "3" → 3; anything else (letters, signs, out of INT range) → null, answered as not found. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const firstQuery = (value: unknown) =>
  (Array.isArray(value) ? value[0] : value)?.toString().trim().slice(0, 100) || undefined;
const allOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => String(v).trim());

/** The /profiles filters of an address, as far as its head tells them (the page reads the same). */
function profilesFilter(query: Record<string, unknown>) {
  const skill: string[] = [];
  for (const value of allOf(query.skill))
    if (value && value.length <= 100 && !skill.some((s) => s.toLowerCase() === value.toLowerCase()))
      skill.push(value);
  const given = (key: string) => allOf(query[key]);
  return {
    skill: skill.slice(0, MAX_SKILL_FILTERS),
    open: firstQuery(query.open) === '1',
    workplace: WORKPLACES.filter((w) => given('workplace').includes(w)),
    type: EMPLOYMENT_TYPES.filter((t) => given('type').includes(t)),
    location: firstQuery(query.location) ?? '',
  };
}

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
    const filter = profilesFilter(query);
    const { title, description } = profilesHeadText(filter);
    // A search's many mixes of filters point at their first skill's list, or the whole list.
    const skill = filter.skill[0];
    return {
      status: 200,
      title: titled(title),
      description,
      canonical: urls.abs(skill ? urls.skill(skill) : '/profiles'),
      ogType: 'website',
    };
  }
  return null;
}
