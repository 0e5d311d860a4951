/**
 * GET /api/analytics/{userId}?range=… (docs/product.md §3): the single source of the response's shape for
 * the page and the dashboard widgets. Plain types rather than a zod schema keep the remote lean;
 * the API validates what it sends.
 */

export interface TopProject {
  id: number;
  title: string;
  viewCount: number;
  downloadCount: number;
}

export interface RecentView {
  id: number;
  country: string | null;
  referrer: string | null;
  viewedAt: string;
  viewer: { firstName: string | null; lastName: string | null; avatarUrl: string | null } | null;
}

/** One day of portfolio views; `date` is 'YYYY-MM-DD' (UTC). Days without views may be absent. */
export interface DailyViews {
  date: string;
  count: number;
}

export interface CountryCount {
  country: string | null;
  count: number;
}

export interface ReferrerCount {
  referrer: string | null;
  count: number;
}

export interface ViewedProfile {
  user: {
    id: number;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    jobTitle: string | null;
  };
  viewCount: number;
}

export interface UserInteractions {
  projectsUploaded: number;
  otherProfilesViewed: number;
  otherProjectsViewed: number;
  profileViewsLast30Days: number;
  likesGiven: number;
  commentsGiven: number;
  mostViewedProfiles: ViewedProfile[];
}

/** 'High' and 'Moderate' are named by the spec; anything else is shown as a low ranking. */
export type Ranking = 'High' | 'Moderate' | 'Low' | (string & {});

export interface ImpactRanking {
  ranking: Ranking;
  percentile: number;
  position: number;
  totalUsers: number;
  score: number;
  metrics: {
    projectsUploaded: number;
    otherProfilesViewed: number;
    projectsExplored: number;
    communityEngagement: number;
  };
}

export interface AnalyticsResponse {
  totalPortfolioViews: number;
  totalProjectViews: number;
  totalUniqueVisitors: number;
  totalDownloads: number;
  last30DaysViews: number;
  topProjects: TopProject[];
  recentViews: RecentView[];
  viewsByDay: DailyViews[];
  topCountries: CountryCount[];
  topReferrers: ReferrerCount[];
  userInteractions: UserInteractions;
  impactRanking: ImpactRanking | null;
}
