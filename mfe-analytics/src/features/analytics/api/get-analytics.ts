import { analyticsResponseSchema } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@stackfolio/shared-ui';
import { ANALYTICS_MAX_RETRIES, DEFAULT_RANGE, type TimeRange } from '../constants';
import type { AnalyticsResponse } from '../types';

/** 401 and 403 mean "not yours" or "signed out": never retried, and the screen shows nothing. */
export function isAuthorizationError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** GET /api/analytics/{userId}?range=… */
export function getAnalytics(userId: number, range: TimeRange): Promise<AnalyticsResponse> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && analyticsResponseSchema,
    'GET',
    `/api/analytics/${userId}?range=${encodeURIComponent(range)}`,
  );
}

/**
 * The dashboard's cards read all-time figures: Profile Views is the total of portfolio views, and
 * the ranking does not depend on the range. Both cards share this one query.
 */
export const DASHBOARD_RANGE: TimeRange = 'all';

/** One key and one set of options for the page and the dashboard widgets. */
export function analyticsQueryOptions(userId: number, range: TimeRange = DEFAULT_RANGE) {
  return queryOptions({
    queryKey: ['/api/analytics', userId, range] as const,
    queryFn: () => getAnalytics(userId, range),
    retry: (failureCount, error) =>
      !isAuthorizationError(error) && failureCount < ANALYTICS_MAX_RETRIES,
  });
}

/** The signed-in user's analytics; idle while there is no user. */
export function useAnalytics(userId: number | undefined, range: TimeRange = DEFAULT_RANGE) {
  return useQuery({ ...analyticsQueryOptions(userId ?? 0, range), enabled: userId !== undefined });
}
