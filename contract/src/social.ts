import { z } from 'zod';
import { dateSchema, idSchema, pageOf } from './common';
import { followReactionSchema } from './follows';
import { projectAuthorSchema } from './projects';
import { MAX_COMMENT, SOCIAL_MESSAGES } from './comment-rules';

/** A comment as typed: trimmed, not empty, at most 2000 characters (commentProblem, zod-free). */
export const commentContentSchema = z
  .string({ error: SOCIAL_MESSAGES.commentEmpty })
  .trim()
  .min(1, { error: SOCIAL_MESSAGES.commentEmpty })
  .max(MAX_COMMENT, { error: SOCIAL_MESSAGES.commentTooLong });

/** POST /api/projects/{id}/comments and PATCH /api/projects/{id}/comments/{commentId}. */
export const commentRequestSchema = z.object({ content: commentContentSchema });
export type CommentRequest = z.infer<typeof commentRequestSchema>;

/** GET /api/projects/{id}/like-status and the POST …/like answer (a toggle). */
export const likeStatusSchema = z.object({
  hasLiked: z.boolean(),
  likesCount: z.number().int().nonnegative(),
});
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** GET /api/projects/{id}/comment-count. */
export const commentCountSchema = z.object({ count: z.number().int().nonnegative() });
export type CommentCount = z.infer<typeof commentCountSchema>;

/** docs/product.md §3 Comment, with its author. */
export const commentSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  content: z.string(),
  createdAt: dateSchema,
  /** When its author last changed it ("edited"); null when never edited. */
  editedAt: dateSchema.nullable(),
  user: projectAuthorSchema,
});
export type ProjectComment = z.infer<typeof commentSchema>;

/** GET /api/projects/{id}/comments?page=&limit=: one page, oldest first. */
export const commentsPageSchema = pageOf(commentSchema);
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/** Who reacted, as in project responses. */
export const reactionActorSchema = projectAuthorSchema;
export type ReactionActor = z.infer<typeof reactionActorSchema>;

export const reactionProjectSchema = z.object({ id: idSchema, title: z.string() });
export type ReactionProject = z.infer<typeof reactionProjectSchema>;

export const likeReactionSchema = z.object({
  id: idSchema,
  createdAt: dateSchema,
  liker: reactionActorSchema,
  project: reactionProjectSchema,
});
export type LikeReaction = z.infer<typeof likeReactionSchema>;

export const commentReactionSchema = z.object({
  id: idSchema,
  createdAt: dateSchema,
  content: z.string(),
  commenter: reactionActorSchema,
  project: reactionProjectSchema,
});
export type CommentReaction = z.infer<typeof commentReactionSchema>;

/** GET /api/users/{id}/reactions (docs/product.md §3 Reactions response), the owner only. */
export const reactionsResponseSchema = z.object({
  /** How many likes and comments arrived since the user last opened the list. */
  newLikes: z.number().int().nonnegative(),
  newComments: z.number().int().nonnegative(),
  /** New followers since then: counted in totalNew. */
  newFollows: z.number().int().nonnegative(),
  totalNew: z.number().int().nonnegative(),
  allLikes: z.array(likeReactionSchema),
  allComments: z.array(commentReactionSchema),
  /** "{name} started following you", newest first. */
  allFollows: z.array(followReactionSchema),
});
export type ReactionsResponse = z.infer<typeof reactionsResponseSchema>;

/** POST /api/users/{id}/reactions/mark-viewed. */
export const reactionsViewedSchema = z.object({
  message: z.string(),
  totalNew: z.literal(0),
});
export type ReactionsViewed = z.infer<typeof reactionsViewedSchema>;
