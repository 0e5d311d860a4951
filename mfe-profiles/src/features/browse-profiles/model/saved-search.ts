import { MAX_SAVED_SEARCH_NAME, PROFILE_FILTER_LABELS as LABELS } from '@stackfolio/contract';
import { filterToParams, type ProfilesFilter } from './profile-filter';

/** The query a saved search keeps: the address's filters and words, without the order. */
export const savedSearchQuery = (filter: ProfilesFilter): string =>
  filterToParams({ ...filter, sort: '' }).toString();

/** The name offered for a search that nothing narrows. */
export const ALL_PROFILES_NAME = 'All profiles';

/**
 * The name offered for a search: its filters in the order the page shows them
 * ("Rust · Open to work · Remote"), cut to the longest name the API keeps.
 */
export function savedSearchName(filter: ProfilesFilter): string {
  const parts = [
    ...(filter.q ? [`“${filter.q}”`] : []),
    ...filter.skill,
    ...(filter.open ? [LABELS.open] : []),
    ...(filter.location ? [`${LABELS.location}: ${filter.location}`] : []),
    ...filter.workplace.map((value) => LABELS.workplaces[value]),
    ...filter.type.map((value) => LABELS.types[value]),
  ];
  const name = parts.join(' · ') || ALL_PROFILES_NAME;
  return name.length > MAX_SAVED_SEARCH_NAME
    ? `${name.slice(0, MAX_SAVED_SEARCH_NAME - 1)}…`
    : name;
}
