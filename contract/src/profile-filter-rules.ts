// Zod-free, so that the /profiles filters can show them without loading a validation library.
import {
  EMPLOYMENT_TYPES,
  MAX_OPEN_TO_WORK_TEXT,
  OPEN_TO_WORK_LABELS,
  WORKPLACES,
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
