// No zod here: the pages run these (see handle-rules.ts).

/** Likes and comments: the messages the pages and the API share. */
export const SOCIAL_MESSAGES = {
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 2000 characters',
  signInToComment: 'You need to be signed in to comment.',
  signInToLike: 'You need to be signed in to like projects.',
  ownReactionsOnly: 'You can only see reactions to your own projects',
  reactionsViewed: 'Reactions marked as viewed',
  commentNotFound: 'Comment not found',
  invalidCommentId: 'Invalid comment ID',
  editOwnCommentsOnly: 'You can only edit your own comments',
  deleteCommentForbidden: 'You can only delete your own comments and comments on your own projects',
} as const;

export const MAX_COMMENT = 2000;

/**
 * What is wrong with a comment's text as typed (it is trimmed first), or null: the rule
 * `commentContentSchema` (social.ts) holds, for forms that load no zod.
 */
export function commentProblem(content: string): string | null {
  const text = content.trim();
  if (text.length === 0) return SOCIAL_MESSAGES.commentEmpty;
  if (text.length > MAX_COMMENT) return SOCIAL_MESSAGES.commentTooLong;
  return null;
}

/** Who may change a comment: its author edits it; its author, the project's owner or an admin deletes it. */
export function commentPermissions(
  comment: { authorId: number; projectOwnerId: number },
  viewer: { id: number; isAdmin: boolean } | null,
): { canEdit: boolean; canDelete: boolean } {
  if (!viewer) return { canEdit: false, canDelete: false };
  const isAuthor = viewer.id === comment.authorId;
  return {
    canEdit: isAuthor,
    canDelete: isAuthor || viewer.id === comment.projectOwnerId || viewer.isAdmin,
  };
}
