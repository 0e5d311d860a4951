import { MAX_SAVED_SEARCH_NAME, savedSearchSummary } from '@stackfolio/contract';
import { filterToParams, type ProfilesFilter } from './profile-filter';

/** The query a saved search keeps: the address's filters and words, without the order. */
export const savedSearchQuery = (filter: ProfilesFilter): string =>
  filterToParams({ ...filter, sort: '' }).toString();

/** The name offered for a search that nothing narrows. */
export const ALL_PROFILES_NAME = 'All profiles';

/**
 * The name offered for a search: its filters as Settings describes them
 * ("Rust · Open to work · Remote"), cut to the longest name the API keeps.
 */
export function savedSearchName(filter: ProfilesFilter): string {
  const name = savedSearchSummary(savedSearchQuery(filter)) || ALL_PROFILES_NAME;
  return name.length > MAX_SAVED_SEARCH_NAME
    ? `${name.slice(0, MAX_SAVED_SEARCH_NAME - 1)}…`
    : name;
}
