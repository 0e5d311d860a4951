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
  return apiJson<AnalyticsResponse>(
    'GET',
    `/api/analytics/${userId}?range=${encodeURIComponent(range)}`,
  );
}

/**
 * One key and one set of options for the page and the dashboard widgets, so they share the cache:
 * the widgets read the default range, which is what the page opens with.
 */
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
