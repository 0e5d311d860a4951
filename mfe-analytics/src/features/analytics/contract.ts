import type { ShapeOf } from '@stackfolio/shared-ui/contract';
import type { AnalyticsResponse } from './types';

const text = ['string', 'null'] as const;

/**
 * What the analytics page and dashboard widgets read of GET /api/analytics/{userId}, checked
 * against the real API by api/test/contract (the compiler keeps it in step with `types.ts`).
 */
export const ANALYTICS_SHAPE: ShapeOf<AnalyticsResponse> = {
  totalPortfolioViews: 'number',
  totalProjectViews: 'number',
  totalUniqueVisitors: 'number',
  totalDownloads: 'number',
  last30DaysViews: 'number',
  topProjects: {
    arrayOf: { id: 'number', title: 'string', viewCount: 'number', downloadCount: 'number' },
  },
  recentViews: {
    arrayOf: {
      id: 'number',
      country: text,
      referrer: text,
      viewedAt: 'string',
      viewer: { object: { firstName: text, lastName: text, avatarUrl: text }, or: ['null'] },
    },
  },
  viewsByDay: { arrayOf: { date: 'string', count: 'number' } },
  topCountries: { arrayOf: { country: text, count: 'number' } },
  topReferrers: { arrayOf: { referrer: text, count: 'number' } },
  userInteractions: {
    object: {
      projectsUploaded: 'number',
      otherProfilesViewed: 'number',
      otherProjectsViewed: 'number',
      profileViewsLast30Days: 'number',
      likesGiven: 'number',
      commentsGiven: 'number',
      mostViewedProfiles: {
        arrayOf: {
          user: {
            object: {
              id: 'number',
              firstName: text,
              lastName: text,
              avatarUrl: text,
              jobTitle: text,
            },
          },
          viewCount: 'number',
        },
      },
    },
  },
  impactRanking: {
    object: {
      ranking: 'string',
      percentile: 'number',
      position: 'number',
      totalUsers: 'number',
      score: 'number',
      metrics: {
        object: {
          projectsUploaded: 'number',
          otherProfilesViewed: 'number',
          projectsExplored: 'number',
          communityEngagement: 'number',
        },
      },
    },
    or: ['null'],
  },
};
