import { z } from 'zod';

export const SOCIAL_MESSAGES = {
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  signInToComment: 'You need to be signed in to comment.',
  signInToLike: 'You need to be signed in to like projects.',
  ownReactionsOnly: 'You can only see reactions to your own projects',
} as const;

export const commentSchema = z.object({
  content: z
    .string({ error: SOCIAL_MESSAGES.commentEmpty })
    .trim()
    .min(1, { error: SOCIAL_MESSAGES.commentEmpty })
    .max(2000, { error: SOCIAL_MESSAGES.commentTooLong }),
});
