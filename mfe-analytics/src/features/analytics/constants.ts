/** docs/product.md §2, §8 and §9 facts of the analytics screen, imported by the components and their tests. */

import { theme } from '@stackfolio/shared-ui';

export const TIME_RANGES = [
  { value: '7days', label: 'Last 7 days', days: 7 },
  { value: '30days', label: 'Last 30 days', days: 30 },
  { value: '90days', label: 'Last 3 months', days: 90 },
  { value: '1year', label: 'Last year', days: 365 },
  { value: 'all', label: 'All time', days: null },
] as const;

export type TimeRange = (typeof TIME_RANGES)[number]['value'];

export const DEFAULT_RANGE: TimeRange = '30days';

/** docs/product.md §9: the analytics query is retried up to 3 times, never on an authorization error. */
export const ANALYTICS_MAX_RETRIES = 3;

/** docs/product.md §9: recent views list length. */
export const RECENT_VIEWS_LIMIT = 5;

/** Top Performing Projects: the first three are highlighted. */
export const HIGHLIGHTED_PROJECTS = 3;

export const TEXT = {
  title: 'Portfolio Analytics',
  rangeLabel: 'Time range',
  searchLabel: 'Search by country or referrer',
  searchPlaceholder: 'Search by country or referrer...',
  errorTitle: 'Unable to Load Analytics',
  errorDescription: 'There was an error loading your portfolio analytics. Please try again.',
  retry: 'Retry',
  anonymousVisitor: 'anonymous visitor',
  unknownCountry: 'Unknown',
  directVisits: 'Direct visits',
  calculating: 'Calculating...',
} as const;

/** docs/product.md §9 ranking colours: High green, Moderate yellow, anything else red. */
export type RankingTone = 'green' | 'yellow' | 'red';

export function rankingTone(ranking: string | null | undefined): RankingTone {
  if (ranking === 'High') return 'green';
  if (ranking === 'Moderate') return 'yellow';
  return 'red';
}

/**
 * Text and background for each tone, from the theme's tokens: a strong text on a soft tint, which
 * keeps AA contrast in the light and the dark theme alike.
 */
export const TONE_COLORS: Record<RankingTone, { text: string; background: string }> = {
  green: { text: theme.colors.successSoftText, background: theme.colors.successSoft },
  yellow: { text: theme.colors.warningSoftText, background: theme.colors.warningSoft },
  red: { text: theme.colors.dangerSoftText, background: theme.colors.dangerSoft },
};
