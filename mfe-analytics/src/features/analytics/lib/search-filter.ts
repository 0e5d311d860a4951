import type { AnalyticsResponse } from '../types';
import { countryLabel, referrerLabel } from './labels';

function matches(term: string, ...values: (string | null | undefined)[]): boolean {
  return values.some((value) => value?.toLowerCase().includes(term));
}

/**
 * The search box filters recent views, countries and referrers by country or referrer, matching
 * both the stored value and what the screen shows ('Unknown', 'Direct visits', the host name).
 */
export function filterBySearch(data: AnalyticsResponse, search: string) {
  const term = search.trim().toLowerCase();
  if (!term) {
    return {
      recentViews: data.recentViews,
      topCountries: data.topCountries,
      topReferrers: data.topReferrers,
    };
  }
  return {
    recentViews: data.recentViews.filter((view) =>
      matches(
        term,
        view.country,
        countryLabel(view.country),
        view.referrer,
        referrerLabel(view.referrer),
      ),
    ),
    topCountries: data.topCountries.filter((row) =>
      matches(term, row.country, countryLabel(row.country)),
    ),
    topReferrers: data.topReferrers.filter((row) =>
      matches(term, row.referrer, referrerLabel(row.referrer)),
    ),
  };
}
