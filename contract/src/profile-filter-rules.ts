// Zod-free, so that the /profiles filters can show them without loading a validation library.
import {
  EMPLOYMENT_TYPES,
  MAX_OPEN_TO_WORK_TEXT,
  OPEN_TO_WORK_LABELS,
  WORKPLACES,
  type EmploymentType,
  type Workplace,
} from './open-to-work-rules';

/** The orders of /profiles: `relevant` (the default while searching), `newest` (else), `views`. */
export const PROFILE_SORTS = ['relevant', 'newest', 'views'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];
export const PROFILE_SORT_LABELS: Record<ProfileSort, string> = {
  relevant: 'Most relevant',
  newest: 'Newest',
  views: 'Most viewed',
};

/** Skills one search may require at once, and skills its counts list. */
export const MAX_SKILL_FILTERS = 5;
export const PROFILE_FACET_SKILLS = 20;

/** The filters of /profiles and GET /api/users/all, as they appear in the address. */
export const PROFILE_FILTER_KEYS = ['skill', 'location', 'open', 'workplace', 'type'] as const;

export const PROFILE_FILTER_LABELS = {
  skill: 'Skills',
  location: 'Location',
  open: 'Open to work',
  workplace: 'Workplace',
  type: 'Employment type',
  sort: 'Sort by',
  workplaces: OPEN_TO_WORK_LABELS.workplaces,
  types: OPEN_TO_WORK_LABELS.employmentTypes,
} as const;

export const PROFILE_FILTER_MESSAGES = {
  tooManySkills: `Filter by at most ${MAX_SKILL_FILTERS} skills`,
  location: `Location must be at most ${MAX_OPEN_TO_WORK_TEXT} characters`,
  open: 'open must be 1 (people open to work)',
  workplace: `workplace must be one of ${WORKPLACES.join(', ')}`,
  type: `type must be one of ${EMPLOYMENT_TYPES.join(', ')}`,
  sort: `sort must be one of ${PROFILE_SORTS.join(', ')}`,
} as const;

/** What the title and description of /profiles say of its filters. */
export interface ProfilesHeadFilter {
  skill: readonly string[];
  open: boolean;
  workplace: readonly Workplace[];
  type: readonly EmploymentType[];
  location: string;
}

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
const listed = (items: readonly string[], word = 'and') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

/**
 * The title and description of /profiles for its filters: the server's head and the page's
 * document title alike.
 */
export function profilesHeadText(filter: ProfilesHeadFilter): {
  title: string;
  description: string;
} {
  const { skill, open, workplace, type, location } = filter;
  const parts: string[] = [];
  if (skill.length) parts.push(`skilled in ${listed(skill)}`);
  if (open) parts.push('open to work');
  if (workplace.length) {
    const places = workplace.map((w) => PROFILE_FILTER_LABELS.workplaces[w].toLowerCase());
    parts.push(`working ${listed(places, 'or')}`);
  }
  if (type.length) {
    const types = type.map((t) => PROFILE_FILTER_LABELS.types[t].toLowerCase());
    parts.push(`for ${listed(types, 'or')} work`);
  }
  if (location) parts.push(`in ${location}`);
  return {
    title: skill.length
      ? `${skill.join(', ')} professionals`
      : open
        ? 'Professionals open to work'
        : 'Browse Professional Profiles',
    description: parts.length
      ? `IT professionals ${parts.join(', ')} on Stackfolio: profiles, projects and social links.`
      : 'Browse the profiles of IT, software and data professionals on Stackfolio.',
  };
}
