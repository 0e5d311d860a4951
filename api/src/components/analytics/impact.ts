import { Op, type Sequelize } from 'sequelize';
import type { Models } from '../../db/models';

/** SPEC §9 impact weights. */
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

export interface ImpactMetrics {
  projectsUploaded: number;
  otherProfilesViewed: number;
  projectsExplored: number;
  communityEngagement: number;
}

export const impactScore = (m: ImpactMetrics): number =>
  IMPACT_WEIGHTS.projectsUploaded * m.projectsUploaded +
  IMPACT_WEIGHTS.otherProfilesViewed * m.otherProfilesViewed +
  IMPACT_WEIGHTS.projectsExplored * m.projectsExplored +
  IMPACT_WEIGHTS.communityEngagement * m.communityEngagement;

/**
 * Keeps `users.impactScore` current. Each refresh counts one user's own activity through indexed
 * columns (cost grows with that user's events only); ranking is then one indexed count.
 */
export function createImpactScorer(models: Models) {
  const { User, Project, PortfolioView, ProjectView, Like, Comment } = models;

  async function metrics(userId: number): Promise<ImpactMetrics> {
    const [projectsUploaded, otherProfilesViewed, projectsExplored, likes, comments] =
      await Promise.all([
        Project.count({ where: { userId } }),
        PortfolioView.count({
          where: { viewerUserId: userId, profileUserId: { [Op.ne]: userId } },
        }),
        ProjectView.count({ where: { viewerUserId: userId } }),
        Like.count({ where: { userId } }),
        Comment.count({ where: { userId } }),
      ]);
    return {
      projectsUploaded,
      otherProfilesViewed,
      projectsExplored,
      communityEngagement: likes + comments,
    };
  }

  return {
    metrics,

    /**
     * Recomputes one user's score and stores it unless it equals `stored` (so a read that finds the
     * score current writes nothing); returns the metrics and score.
     */
    async refresh(userId: number, stored?: number) {
      const m = await metrics(userId);
      const score = impactScore(m);
      if (score !== stored)
        await User.update({ impactScore: score }, { where: { id: userId }, silent: true });
      return { metrics: m, score };
    },

    /** Position (1 = best), percentile and ranking among all users for a score. */
    async rank(score: number) {
      const [above, totalUsers] = await Promise.all([
        User.count({ where: { impactScore: { [Op.gt]: score } } }),
        User.count(),
      ]);
      const position = above + 1;
      // Share of users this user is level with or ahead of (100 = nobody is ahead).
      const percentile = Math.round((1 - above / Math.max(totalUsers, 1)) * 100);
      const ranking =
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

/**
 * Recomputes every user's score (or only `userIds`') in one statement (indexed counts per user).
 * The scores are kept current as users act; this repairs drift after cascaded deletes or bulk
 * imports. Run with `npm run admin -w api -- refresh-scores`. The counts are read in the
 * statement itself, so inside a transaction they see the latest committed rows.
 */
export async function refreshAllImpactScores(
  sequelize: Sequelize,
  userIds?: number[],
): Promise<void> {
  const w = IMPACT_WEIGHTS;
  if (userIds && userIds.length > 500) {
    for (let i = 0; i < userIds.length; i += 500)
      await refreshAllImpactScores(sequelize, userIds.slice(i, i + 500));
    return;
  }
  if (userIds && userIds.length === 0) return;
  await sequelize.query(
    `UPDATE users SET impactScore =
      ${w.projectsUploaded} * (SELECT COUNT(*) FROM projects p WHERE p.userId = users.id)
    + ${w.otherProfilesViewed} * (SELECT COUNT(*) FROM portfolio_views v WHERE v.viewerUserId = users.id AND v.profileUserId <> users.id)
    + ${w.projectsExplored} * (SELECT COUNT(*) FROM project_views v WHERE v.viewerUserId = users.id)
    + ${w.communityEngagement} * (SELECT COUNT(*) FROM likes l WHERE l.userId = users.id)
    + ${w.communityEngagement} * (SELECT COUNT(*) FROM comments c WHERE c.userId = users.id)
    ${userIds ? 'WHERE users.id IN (:userIds)' : ''}`,
    { replacements: { userIds: userIds ?? [] } },
  );
}
