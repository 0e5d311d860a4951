import { PROFILE_FILTER_LABELS } from '@stackfolio/contract';
import { SAVED_SEARCH_TEXT } from './saved-search-text';

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/**
 * A saved search's filters in a line ("Rust · Open to work · Remote"), read from its /profiles
 * query string in the order the filters appear on the page. Unknown parameters are left out.
 */
export function describeSavedSearch(query: string): string {
  const params = new URLSearchParams(query);
  const parts = [
    ...params.getAll('q').map((words) => `“${words}”`),
    ...params.getAll('skill'),
    ...(params.get('open') ? [PROFILE_FILTER_LABELS.open] : []),
    ...params.getAll('location').map((place) => `${PROFILE_FILTER_LABELS.location}: ${place}`),
    ...params.getAll('workplace').map((v) => labelOf(PROFILE_FILTER_LABELS.workplaces, v)),
    ...params.getAll('type').map((v) => labelOf(PROFILE_FILTER_LABELS.types, v)),
  ];
  return parts.length ? parts.join(' · ') : SAVED_SEARCH_TEXT.allProfiles;
}
