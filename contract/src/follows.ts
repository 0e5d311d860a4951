import { z } from 'zod';
import { dateSchema, idSchema, pageOf } from './common';
import { projectAuthorSchema } from './projects';

/** Following people; messages and page sizes are in follow-rules.ts. */

/**
 * GET /api/users/{id}/follow-status and the PUT/DELETE …/follow answers: whether the caller
 * follows this person (false when signed out) and the person's counts after the change.
 */
export const followStatusSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
});
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** One person in a follower or following list, with when the follow started. */
export const followPersonSchema = projectAuthorSchema.extend({ followedAt: dateSchema });
export type FollowPerson = z.infer<typeof followPersonSchema>;

/** GET /api/users/{id}/followers and …/following: newest follow first. */
export const followPeoplePageSchema = pageOf(followPersonSchema);
export type FollowPeoplePage = z.infer<typeof followPeoplePageSchema>;

/** A "started following you" entry of the dashboard's reactions. */
export const followReactionSchema = z.object({
  id: idSchema,
  createdAt: dateSchema,
  follower: projectAuthorSchema,
});
export type FollowReaction = z.infer<typeof followReactionSchema>;
