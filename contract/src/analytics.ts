import { z } from 'zod';
import { dateSchema, idSchema, nullableText } from './common';
import { projectAuthorSchema } from './projects';

/** docs/product.md §2 analytics ranges, in days (null = all time). */
export const RANGES = { '7days': 7, '30days': 30, '90days': 90, '1year': 365, all: null } as const;
export type RangeKey = keyof typeof RANGES;
const RANGE_KEYS = Object.keys(RANGES) as [RangeKey, ...RangeKey[]];

export const ANALYTICS_MESSAGES = {
  range: `range must be one of ${RANGE_KEYS.join(', ')}`,
  ownOnly: 'You can only see your own analytics',
  tooManyViews: 'Too many view events. Please slow down.',
  referrerTooLong: 'referrer is too long',
} as const;

/** GET /api/analytics/{userId}?range=: the period the numbers cover (all time by default). */
export const analyticsQuerySchema = z.object({
  range: z.enum(RANGE_KEYS, { error: ANALYTICS_MESSAGES.range }).default('all'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * An id as a JSON number or digits in a string. Not z.coerce: that turned `true` into 1 and
 * `[5]` into 5, so a wrong-typed payload was counted as a view of user or project 1 or 5.
 */
const viewTarget = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/),
      ],
      { error: `${label} must be a number` },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: `${label} must be a whole number` })
        .positive({ error: `${label} must be positive` })
        .max(2_147_483_647, { error: `${label} is out of range` }),
    );

/**
 * docs/product.md §3 view payload. Only the target and referrer are used: the viewer comes from the
 * session, the IP and country from the connection; the rest is accepted and ignored.
 */
const viewDetails = {
  viewerUserId: z.unknown().optional(),
  userAgent: z.string().max(1000).optional().nullable(),
  referrer: z
    .string()
    .max(2000, { error: ANALYTICS_MESSAGES.referrerTooLong })
    .optional()
    .nullable(),
  ipAddress: z.unknown().optional(),
  country: z.unknown().optional(),
  city: z.unknown().optional(),
};

/** POST /api/analytics/portfolio-view. */
export const portfolioViewRequestSchema = z.object({
  userId: viewTarget('userId'),
  ...viewDetails,
});
export type PortfolioViewRequest = z.input<typeof portfolioViewRequestSchema>;

/** POST /api/analytics/project-view. */
export const projectViewRequestSchema = z.object({
  projectId: viewTarget('projectId'),
  ...viewDetails,
});
export type ProjectViewRequest = z.input<typeof projectViewRequestSchema>;

/** Both view calls: whether the view counted (not the owner's own, not a repeat within 5 s). */
export const viewRecordedSchema = z.object({ recorded: z.boolean() });
export type ViewRecorded = z.infer<typeof viewRecordedSchema>;

const count = z.number().int().nonnegative();

export const topProjectSchema = z.object({
  id: idSchema,
  title: z.string(),
  viewCount: count,
  downloadCount: count,
});
export type TopProject = z.infer<typeof topProjectSchema>;

export const recentViewSchema = z.object({
  id: idSchema,
  country: nullableText,
  referrer: nullableText,
  viewedAt: dateSchema,
  /** null for a signed-out visitor. */
  viewer: z
    .object({ firstName: z.string(), lastName: z.string(), avatarUrl: nullableText })
    .nullable(),
});
export type RecentView = z.infer<typeof recentViewSchema>;

/** One day of portfolio views; `date` is 'YYYY-MM-DD' (UTC). */
export const dailyViewsSchema = z.object({ date: z.iso.date(), count });
export type DailyViews = z.infer<typeof dailyViewsSchema>;

export const countryCountSchema = z.object({ country: nullableText, count });
export type CountryCount = z.infer<typeof countryCountSchema>;

export const referrerCountSchema = z.object({ referrer: nullableText, count });
export type ReferrerCount = z.infer<typeof referrerCountSchema>;

export const viewedProfileSchema = z.object({ user: projectAuthorSchema, viewCount: count });
export type ViewedProfile = z.infer<typeof viewedProfileSchema>;

export const userInteractionsSchema = z.object({
  projectsUploaded: count,
  otherProfilesViewed: count,
  otherProjectsViewed: count,
  profileViewsLast30Days: count,
  likesGiven: count,
  commentsGiven: count,
  mostViewedProfiles: z.array(viewedProfileSchema),
});
export type UserInteractions = z.infer<typeof userInteractionsSchema>;

/** docs/product.md §9 Ranking: High at percentile ≥ 80, Moderate at ≥ 50, else Low. */
export const rankingSchema = z.enum(['High', 'Moderate', 'Low']);
export type Ranking = z.infer<typeof rankingSchema>;

export const impactMetricsSchema = z.object({
  projectsUploaded: count,
  otherProfilesViewed: count,
  projectsExplored: count,
  communityEngagement: count,
});
export type ImpactMetrics = z.infer<typeof impactMetricsSchema>;

export const impactRankingSchema = z.object({
  ranking: rankingSchema,
  percentile: z.number().min(0).max(100),
  position: z.number().int().positive(),
  totalUsers: count,
  score: count,
  metrics: impactMetricsSchema,
});
export type ImpactRanking = z.infer<typeof impactRankingSchema>;

/** GET /api/analytics/{userId}?range= (docs/product.md §3), the owner or an admin. */
export const analyticsResponseSchema = z.object({
  range: z.enum(RANGE_KEYS),
  totalPortfolioViews: count,
  totalProjectViews: count,
  totalUniqueVisitors: count,
  totalDownloads: count,
  last30DaysViews: count,
  topProjects: z.array(topProjectSchema),
  recentViews: z.array(recentViewSchema),
  viewsByDay: z.array(dailyViewsSchema),
  topCountries: z.array(countryCountSchema),
  topReferrers: z.array(referrerCountSchema),
  userInteractions: userInteractionsSchema,
  impactRanking: impactRankingSchema.nullable(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
