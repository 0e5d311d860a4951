import {
  EMPLOYMENT_TYPES,
  MAX_OPEN_TO_WORK_TEXT,
  MAX_SKILL_FILTERS,
  PROFILE_FILTER_LABELS,
  PROFILE_SORTS,
  WORKPLACES,
  type EmploymentType,
  type ProfileSort,
  type Workplace,
} from '@stackfolio/contract';
import { SEARCH_MAX_LENGTH, SKILL_MAX_LENGTH } from '../../../constants';

/** What /profiles shows: the search text and the filters, as its address holds them. */
export interface ProfilesFilter {
  /** Free text: the server searches name, title, location and skills. */
  q: string;
  /** Exact skills (any case), every one required; the first from a `/profiles?skill=` link. */
  skill: string[];
  /** Part of the profile's location or of a wanted location. */
  location: string;
  /** Only people open to work or casually looking. */
  open: boolean;
  /** Any of these workplaces, in the contract's order. */
  workplace: Workplace[];
  /** Any of these employment types, in the contract's order. */
  type: EmploymentType[];
  /** An order other than the default (relevance while searching, newest otherwise); '' for it. */
  sort: ProfileSort | '';
}

export type ChoiceKey = 'workplace' | 'type';

/** The workplace and employment-type checkboxes: each value with its label. */
export const CHOICE_OPTIONS: Record<ChoiceKey, { value: string; label: string }[]> = {
  workplace: WORKPLACES.map((value) => ({ value, label: PROFILE_FILTER_LABELS.workplaces[value] })),
  type: EMPLOYMENT_TYPES.map((value) => ({ value, label: PROFILE_FILTER_LABELS.types[value] })),
};

const text = (params: URLSearchParams, key: string, max: number) =>
  (params.get(key) ?? '').trim().slice(0, max);

/** The sort used when none is chosen. */
export const defaultSort = (q: string): ProfileSort => (q ? 'relevant' : 'newest');

/** `sort` as the address keeps it: '' for the default, and for 'Most relevant' (it needs words). */
export const sortToKeep = (sort: ProfileSort | '' | undefined, q: string): ProfileSort | '' =>
  sort && sort !== defaultSort(q) && sort !== 'relevant' ? sort : '';

/**
 * The filter an address asks for, with what the API would refuse left out (unknown values, a sixth
 * skill, 'Most relevant' without words), so a hand-edited link still lists profiles. The page and
 * the server's prefetch both read the address with it: their query keys are the same.
 */
export function filterFromParams(params: URLSearchParams): ProfilesFilter {
  const q = text(params, 'q', SEARCH_MAX_LENGTH);
  const skill: string[] = [];
  for (const raw of params.getAll('skill')) {
    const value = raw.trim();
    const known = skill.some((s) => s.toLowerCase() === value.toLowerCase());
    if (value && value.length <= SKILL_MAX_LENGTH && !known) skill.push(value);
  }
  const chosen = <T extends string>(key: string, values: readonly T[]) => {
    const given = params.getAll(key);
    return values.filter((value) => given.includes(value));
  };
  const sort = PROFILE_SORTS.find((s) => s === params.get('sort'));
  return {
    q,
    skill: skill.slice(0, MAX_SKILL_FILTERS),
    location: text(params, 'location', MAX_OPEN_TO_WORK_TEXT),
    open: params.get('open') === '1',
    workplace: chosen('workplace', WORKPLACES),
    type: chosen('type', EMPLOYMENT_TYPES),
    sort: sortToKeep(sort, q),
  };
}

/** The address's query for `filter` (the API's query without its paging): only what is set. */
export function filterToParams(filter: ProfilesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  for (const skill of filter.skill) params.append('skill', skill);
  if (filter.location) params.set('location', filter.location);
  if (filter.open) params.set('open', '1');
  for (const value of filter.workplace) params.append('workplace', value);
  for (const value of filter.type) params.append('type', value);
  if (filter.sort) params.set('sort', filter.sort);
  return params;
}

/** Whether anything narrows the list (the order does not). */
export const isFiltered = (filter: ProfilesFilter) =>
  Boolean(
    filter.q ||
    filter.skill.length ||
    filter.location ||
    filter.open ||
    filter.workplace.length ||
    filter.type.length,
  );

/** How many filters are chosen (each skill, workplace and type counts; words and order do not). */
export const chosenFilterCount = (filter: ProfilesFilter) =>
  filter.skill.length +
  filter.workplace.length +
  filter.type.length +
  (filter.location ? 1 : 0) +
  (filter.open ? 1 : 0);

/** The same order with no words and no filters: what "Clear filters" leads to. */
export function clearedFilter({ sort }: ProfilesFilter): ProfilesFilter {
  return {
    q: '',
    skill: [],
    location: '',
    open: false,
    workplace: [],
    type: [],
    sort: sortToKeep(sort, ''),
  };
}

/** `skill` with `value` added (up to the limit) or, when there (any case), removed. */
export function toggleSkill(skills: string[], value: string): string[] {
  const rest = skills.filter((s) => s.toLowerCase() !== value.toLowerCase());
  if (rest.length < skills.length) return rest;
  return skills.length < MAX_SKILL_FILTERS ? [...skills, value] : skills;
}

/** `filter` with the workplace or employment type `value` chosen or, when chosen, dropped. */
export function toggleChoice(
  filter: ProfilesFilter,
  key: ChoiceKey,
  value: string,
): ProfilesFilter {
  // Kept in the contract's order, so one choice has one address (and one query key).
  const flip = <T extends string>(list: T[], all: readonly T[]) =>
    all.filter((v) => (v === value) !== list.includes(v));
  return key === 'workplace'
    ? { ...filter, workplace: flip(filter.workplace, WORKPLACES) }
    : { ...filter, type: flip(filter.type, EMPLOYMENT_TYPES) };
}
