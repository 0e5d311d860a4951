import type { Ranking } from '@stackfolio/contract';
import type { Models } from '../../db/models';
import { createEngagementRepository } from './engagement.repository';
import { RANKING_THRESHOLDS, impactScore } from './impact';

/** Scores, ranks and the metrics behind them, on the engagement repository's counts. */
export function createImpactScorer(models: Models) {
  const repo = createEngagementRepository(models);
  return {
    metrics: repo.metrics,

    /**
     * Recomputes one user's score and stores it unless it equals `stored` (so a read that finds the
     * score current writes nothing); returns the metrics and score.
     */
    async refresh(userId: number, stored?: number) {
      const m = await repo.metrics(userId);
      const score = impactScore(m);
      if (score !== stored) await repo.storeScore(userId, score);
      return { metrics: m, score };
    },

    /** Position (1 = best), percentile and ranking among all users for a score. */
    async rank(score: number) {
      const { above, totalUsers } = await repo.standing(score);
      const position = above + 1;
      // Share of users this user is level with or ahead of (100 = nobody is ahead).
      const percentile = Math.round((1 - above / Math.max(totalUsers, 1)) * 100);
      const ranking: Ranking =
        score > 0 && percentile >= RANKING_THRESHOLDS.high
          ? 'High'
          : score > 0 && percentile >= RANKING_THRESHOLDS.moderate
            ? 'Moderate'
            : 'Low';
      return { ranking, percentile, position, totalUsers };
    },
  };
}

export type ImpactScorer = ReturnType<typeof createImpactScorer>;
