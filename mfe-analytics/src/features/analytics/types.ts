/** GET /api/analytics/{userId}?range=…: the contract's types, as the page and widgets name them. */
export type {
  AnalyticsResponse,
  CountryCount,
  DailyViews,
  ImpactRanking,
  Ranking,
  RecentView,
  ReferrerCount,
  TopProject,
  UserInteractions,
  ViewedProfile,
} from '@stackfolio/contract';
