import type { ImpactMetrics } from '@stackfolio/contract';

/** docs/product.md §9 impact weights. */
export const IMPACT_WEIGHTS = {
  projectsUploaded: 2,
  otherProfilesViewed: 2,
  projectsExplored: 2,
  communityEngagement: 1,
};
/**
 * Ranking by percentile (the share of users one is level with or ahead of): High from 80
 * (top 20%), Moderate from 50 (top half), otherwise Low; a score of 0 is always Low.
 */
export const RANKING_THRESHOLDS = { high: 80, moderate: 50 };

export type { ImpactMetrics };

export const impactScore = (m: ImpactMetrics): number =>
  IMPACT_WEIGHTS.projectsUploaded * m.projectsUploaded +
  IMPACT_WEIGHTS.otherProfilesViewed * m.otherProfilesViewed +
  IMPACT_WEIGHTS.projectsExplored * m.projectsExplored +
  IMPACT_WEIGHTS.communityEngagement * m.communityEngagement;
