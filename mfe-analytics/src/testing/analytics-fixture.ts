import { aCurrentUser, jsonResponse } from '@stackfolio/shared-ui/testing';
import type { AnalyticsResponse } from '../features/analytics/types';

export const USER = aCurrentUser({ id: 7 });

const DAY = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' of `n` days ago (UTC). */
function daysAgo(n: number): string {
  return new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
}

/**
 * A full analytics response with values as the API sends them (ISO country codes, '' for an unknown
 * country, referrers reduced to a host or 'Direct'); override any part per test.
 */
export function analyticsFixture(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  return {
    range: '30days',
    totalPortfolioViews: 1234,
    totalProjectViews: 56,
    totalUniqueVisitors: 78,
    totalDownloads: 9,
    last30DaysViews: 321,
    topProjects: [
      { id: 1, title: 'Compiler', viewCount: 40, downloadCount: 4 },
      { id: 2, title: 'Dashboard', viewCount: 30, downloadCount: 3 },
      { id: 3, title: 'CLI tool', viewCount: 20, downloadCount: 2 },
      { id: 4, title: 'Notes', viewCount: 10, downloadCount: 1 },
    ],
    recentViews: [
      {
        id: 11,
        country: 'DE',
        referrer: 'google.com',
        viewedAt: new Date(Date.now() - 2 * 3600e3).toISOString(),
        viewer: null,
      },
      {
        id: 12,
        country: '',
        referrer: 'Direct',
        viewedAt: new Date(Date.now() - 3 * DAY).toISOString(),
        viewer: { firstName: 'Grace', lastName: 'Hopper', avatarUrl: null },
      },
      {
        id: 13,
        country: 'FR',
        referrer: 'linkedin.com',
        viewedAt: new Date(Date.now() - 4 * DAY).toISOString(),
        viewer: null,
      },
      {
        id: 14,
        country: 'ES',
        referrer: 'Direct',
        viewedAt: new Date(Date.now() - 5 * DAY).toISOString(),
        viewer: null,
      },
      {
        id: 15,
        country: 'IT',
        referrer: 'Direct',
        viewedAt: new Date(Date.now() - 6 * DAY).toISOString(),
        viewer: null,
      },
      {
        id: 16,
        country: 'NO',
        referrer: 'Direct',
        viewedAt: new Date(Date.now() - 7 * DAY).toISOString(),
        viewer: null,
      },
    ],
    viewsByDay: [
      { date: daysAgo(2), count: 3 },
      { date: daysAgo(1), count: 12 },
    ],
    topCountries: [
      { country: 'DE', count: 10 },
      { country: 'FR', count: 4 },
      { country: null, count: 2 },
    ],
    topReferrers: [
      { referrer: 'Direct', count: 8 },
      { referrer: 'google.com', count: 5 },
    ],
    userInteractions: {
      projectsUploaded: 4,
      otherProfilesViewed: 6,
      otherProjectsViewed: 15,
      profileViewsLast30Days: 321,
      likesGiven: 3,
      commentsGiven: 2,
      mostViewedProfiles: [
        {
          user: {
            id: 21,
            firstName: 'Grace',
            lastName: 'Hopper',
            avatarUrl: null,
            avatar: null,
            jobTitle: 'Rear Admiral',
          },
          viewCount: 5,
        },
      ],
    },
    impactRanking: {
      ranking: 'High',
      percentile: 92,
      position: 3,
      totalUsers: 40,
      score: 57,
      metrics: {
        projectsUploaded: 4,
        otherProfilesViewed: 6,
        projectsExplored: 15,
        communityEngagement: 5,
      },
    },
    ...overrides,
  };
}

type Handler = (url: string) => Response | Promise<Response>;

/**
 * Stubs global.fetch: the current user (signed in as USER unless `user` is null) and analytics
 * answered by `analytics(url)`. Returns the mock so tests can read the URLs asked for.
 */
export function stubApi({
  analytics,
  user = USER,
}: {
  analytics: Handler;
  user?: typeof USER | null;
}) {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/user')
      return user ? jsonResponse(user) : new Response('', { status: 401 });
    if (url.startsWith('/api/analytics/')) return analytics(url);
    return jsonResponse({ message: `unexpected ${url}` }, 404);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The analytics URLs fetched so far. */
export function analyticsCalls(mock: jest.Mock): string[] {
  return mock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/analytics/'));
}
