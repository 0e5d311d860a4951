import type { Models } from '../../db/models';
import { createEngagementRepository } from './engagement.repository';
import { IMPACT_WEIGHTS } from './impact';

/** Runs after the delete it was prepared for, in the same transaction. */
export type Settle = () => Promise<void>;

const known = (userIds: Array<number | null>) =>
  [...new Set(userIds)].filter((id): id is number => id !== null);

/**
 * The one owner of the counters (`likeCount`, `viewCount`, `downloadCount`) and impact scores:
 * the services tell it what happened, inside the transaction that wrote the rows, and it brings
 * the stored numbers in line with them.
 */
export function createEngagement(models: Models) {
  const repo = createEngagementRepository(models);

  return {
    /**
     * The points a like and a comment add to their author's score. MySQL writes a like toggle or
     * a comment in one stored procedure (migration 0011), which moves the counters itself and is
     * given these points, so the weights stay in IMPACT_WEIGHTS only.
     */
    points: {
      like: IMPACT_WEIGHTS.communityEngagement,
      comment: IMPACT_WEIGHTS.communityEngagement,
    },

    /** A user added a project: their score is recomputed from the rows. */
    acted: (userId: number | null) => repo.refreshScores(known([userId])),

    /**
     * `delta` like rows (+1 or -1) of `userId` on this project were written in this transaction,
     * with the project row locked: likeCount and the liker's score move by as much. Two small
     * updates instead of recounts, so a toggle's cost does not grow with the rows (and on MySQL
     * takes no shared locks on other users' likes).
     */
    likeToggled: (projectId: number, userId: number, delta: number): Promise<void> =>
      repo.addLikesAndScore(projectId, userId, delta, IMPACT_WEIGHTS.communityEngagement * delta),

    /** A comment row of `userId` was written in this transaction: their score counts it. */
    commented: (userId: number) => repo.addToScore(userId, IMPACT_WEIGHTS.communityEngagement),

    /**
     * A comment row of `userId` was deleted in this transaction (the delete removed the row, so
     * a racing second delete moves nothing): their score no longer counts it. The same statements
     * on both databases; the comment count and the analytics count rows, so they follow by
     * themselves.
     */
    uncommented: (userId: number) => repo.addToScore(userId, -IMPACT_WEIGHTS.communityEngagement),

    /** A project view row was written: viewCount rises and the viewer's score counts it. */
    async viewedProject(projectId: number, viewerUserId: number | null): Promise<void> {
      await repo.addView(projectId);
      if (viewerUserId !== null)
        await repo.addToScore(viewerUserId, IMPACT_WEIGHTS.projectsExplored);
    },

    /** A view row of someone else's profile was written: the viewer's score counts it. */
    async viewedProfile(viewerUserId: number | null): Promise<void> {
      if (viewerUserId !== null)
        await repo.addToScore(viewerUserId, IMPACT_WEIGHTS.otherProfilesViewed);
    },

    /** A download row was written: downloadCount rises with it. */
    downloaded: (projectId: number) => repo.addDownload(projectId),

    /**
     * Call before deleting these projects of `ownerId` (after locking them); run the result after
     * the delete: the scores that counted their likes, comments and views are refreshed.
     */
    async removingProjects(ownerId: number, projectIds: number[]): Promise<Settle> {
      const engaged = await repo.usersEngagedWith(projectIds);
      return () => repo.refreshScores(known([ownerId, ...engaged]));
    },

    /**
     * Call before deleting a user (after locking the user and these projects: `own`, and others'
     * projects the user `liked`); run the result after the delete: the liked projects' counts and
     * the scores of everyone who engaged with the user's projects or profile are recounted.
     */
    async removingUser(
      userId: number,
      projects: { own: number[]; liked: number[] },
    ): Promise<Settle> {
      const engaged = [
        ...(await repo.usersEngagedWith(projects.own)),
        ...(await repo.profileViewers(userId)),
      ];
      return async () => {
        await repo.recountLikes(projects.liked);
        await repo.refreshScores(known(engaged).filter((id) => id !== userId));
      };
    },

    /**
     * Recomputes every user's score: repairs drift after bulk imports or hand edits. Run with
     * `npm run admin -w api -- refresh-scores`.
     */
    refreshAllScores: () => repo.refreshScores(),
  };
}

export type Engagement = ReturnType<typeof createEngagement>;
