// No zod here: Settings and the /profiles "Save this search" dialog run these.
import { PROFILE_FILTER_LABELS } from './profile-filter-rules';

/** How often a saved search mails the profiles that newly match it; `off` keeps it, unmailed. */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'No e-mails',
};

export const MAX_SAVED_SEARCH_NAME = 100;
/** The /profiles query string a search keeps (its filters and words, without page or sort). */
export const MAX_SAVED_SEARCH_QUERY = 1000;
/** Saved searches one person may keep. */
export const MAX_SAVED_SEARCHES = 20;
/** The front ends' query key of the saved-search list (Settings lists, /profiles adds to it). */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;
/** Profiles one alert lists by name; the mail links to the search for the rest. */
export const ALERT_LISTED = 10;

export const SAVED_SEARCH_MESSAGES = {
  nameEmpty: 'Give the search a name',
  nameTooLong: `The name must be at most ${MAX_SAVED_SEARCH_NAME} characters`,
  queryTooLong: `The search must be at most ${MAX_SAVED_SEARCH_QUERY} characters`,
  frequency: 'Choose how often to be told: daily, weekly or no e-mails',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`,
  notFound: 'Saved search not found',
  invalidId: 'Invalid saved search ID',
  signIn: 'Sign in to save searches',
  turnedOff: (name: string) => `E-mails for the saved search “${name}” are off.`,
  alreadyOff: (name: string) => `E-mails for the saved search “${name}” were already off.`,
} as const;

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/**
 * A saved search's words and filters in a line ("Rust · Open to work · Remote"), from its
 * /profiles query string, in the order the filters appear on the page; '' when nothing narrows it.
 * Unknown parameters are left out.
 */
export function savedSearchSummary(query: string): string {
  const params = new URLSearchParams(query);
  return [
    ...params.getAll('q').map((words) => `“${words}”`),
    ...params.getAll('skill'),
    ...(params.get('open') === '1' ? [PROFILE_FILTER_LABELS.open] : []),
    ...params.getAll('location').map((place) => `${PROFILE_FILTER_LABELS.location}: ${place}`),
    ...params.getAll('workplace').map((v) => labelOf(PROFILE_FILTER_LABELS.workplaces, v)),
    ...params.getAll('type').map((v) => labelOf(PROFILE_FILTER_LABELS.types, v)),
  ].join(' · ');
}
