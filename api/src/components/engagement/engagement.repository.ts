import { Op, QueryTypes } from 'sequelize';
import { mysqlWrite } from '../../db/fast-read';
import type { Models } from '../../db/models';
import { IMPACT_WEIGHTS, type ImpactMetrics } from './impact';

/** Statements run in batches of this many ids (IN lists stay small on both dialects). */
const BATCH = 500;

const ids = (rows: Array<{ id: unknown }>) =>
  [...new Set(rows.map((r) => Number(r.id)))].filter(Number.isFinite);

async function inBatches(list: number[], run: (batch: number[]) => Promise<unknown>) {
  for (let i = 0; i < list.length; i += BATCH) await run(list.slice(i, i + BATCH));
}

/**
 * Data access for the stored counters and scores that depend on other rows. Every statement
 * recounts from the rows (or raises a counter by one next to the row it counts); run inside the
 * transaction that changes the rows so the numbers never drift from them.
 */
export function createEngagementRepository(models: Models) {
  const { User, Project, PortfolioView, ProjectView, Like, Comment } = models;
  const sequelize = User.sequelize!;
  const w = IMPACT_WEIGHTS;

  /** Every user's score (or only `userIds`'), in one statement of indexed counts per user. */
  const refreshScores = (userIds?: number[]) =>
    sequelize.query(
      `UPDATE users SET impactScore =
      ${w.projectsUploaded} * (SELECT COUNT(*) FROM projects p WHERE p.userId = users.id)
    + ${w.otherProfilesViewed} * (SELECT COUNT(*) FROM portfolio_views v WHERE v.viewerUserId = users.id AND v.profileUserId <> users.id)
    + ${w.projectsExplored} * (SELECT COUNT(*) FROM project_views v WHERE v.viewerUserId = users.id)
    + ${w.communityEngagement} * (SELECT COUNT(*) FROM likes l WHERE l.userId = users.id)
    + ${w.communityEngagement} * (SELECT COUNT(*) FROM comments c WHERE c.userId = users.id)
    ${userIds ? 'WHERE users.id IN (:userIds)' : ''}`,
      { replacements: { userIds: userIds ?? [] } },
    );

  return {
    /** Recomputes the scores of `userIds`, or of every user when omitted. */
    async refreshScores(userIds?: number[]): Promise<void> {
      if (userIds) await inBatches(userIds, refreshScores);
      else await refreshScores();
    },

    /** Sets `likeCount` of these projects to the number of their like rows. */
    recountLikes: (projectIds: number[]) =>
      inBatches(projectIds, (batch) =>
        sequelize.query(
          `UPDATE projects SET likeCount = (SELECT COUNT(*) FROM likes WHERE likes.projectId = projects.id)
       WHERE id IN (:ids)`,
          { replacements: { ids: batch } },
        ),
      ),

    /**
     * SQLite (one writer at a time), in a like toggle's transaction: the project's `likeCount` by
     * `delta` and the liker's score by `points`. (MySQL toggles in one stored procedure, which
     * moves both itself: social.repository toggleLikeCall.)
     */
    async addLikesAndScore(
      projectId: number,
      userId: number,
      delta: number,
      points: number,
    ): Promise<void> {
      if (delta === 0) return;
      await Project.increment('likeCount', { by: delta, where: { id: projectId }, silent: true });
      await User.increment('impactScore', { by: points, where: { id: userId }, silent: true });
    },

    /** Moves a user's stored score by `points`, next to the row that earned them. */
    async addToScore(userId: number, points: number): Promise<void> {
      if (points === 0) return;
      // On the driver (db/fast-read.ts): the user's row stays locked from here to the commit.
      if (sequelize.getDialect() === 'mysql') {
        await mysqlWrite(sequelize, 'UPDATE users SET impactScore = impactScore + ? WHERE id = ?', [
          points,
          userId,
        ]);
        return;
      }
      await User.increment('impactScore', { by: points, where: { id: userId }, silent: true });
    },

    async addView(projectId: number): Promise<void> {
      await Project.increment('viewCount', { where: { id: projectId }, silent: true });
    },

    async addDownload(projectId: number): Promise<void> {
      await Project.increment('downloadCount', { where: { id: projectId } });
    },

    /**
     * Users whose impact score counts rows attached to these projects (their likes, comments and
     * views of them): the scores to refresh when the projects go.
     */
    async usersEngagedWith(projectIds: number[]): Promise<number[]> {
      if (projectIds.length === 0) return [];
      const rows = await sequelize.query<{ id: unknown }>(
        `SELECT userId AS id FROM likes WHERE projectId IN (:projectIds)
     UNION SELECT userId AS id FROM comments WHERE projectId IN (:projectIds)
     UNION SELECT viewerUserId AS id FROM project_views WHERE projectId IN (:projectIds) AND viewerUserId IS NOT NULL`,
        { replacements: { projectIds }, type: QueryTypes.SELECT },
      );
      return ids(rows);
    },

    /** Users who viewed this user's portfolio (their scores count those views). */
    async profileViewers(userId: number): Promise<number[]> {
      const rows = await sequelize.query<{ id: unknown }>(
        `SELECT DISTINCT viewerUserId AS id FROM portfolio_views
     WHERE profileUserId = :userId AND viewerUserId IS NOT NULL AND viewerUserId <> :userId`,
        { replacements: { userId }, type: QueryTypes.SELECT },
      );
      return ids(rows);
    },

    /** One user's activity, counted through indexed columns (cost grows with their rows only). */
    async metrics(userId: number): Promise<ImpactMetrics> {
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
    },

    async storeScore(userId: number, score: number): Promise<void> {
      await User.update({ impactScore: score }, { where: { id: userId }, silent: true });
    },

    /** How many users score above `score`, and how many users there are. */
    async standing(score: number): Promise<{ above: number; totalUsers: number }> {
      const [above, totalUsers] = await Promise.all([
        User.count({ where: { impactScore: { [Op.gt]: score } } }),
        User.count(),
      ]);
      return { above, totalUsers };
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
