import {
  BLOCK_MESSAGES,
  PROJECT_MESSAGES,
  SOCIAL_MESSAGES,
  commentPermissions,
  isoDate,
  type LikeStatus,
  type ProjectComment,
  type ReactionsResponse,
  type ReactionsViewed,
} from '@stackfolio/contract';
import { ForeignKeyConstraintError } from 'sequelize';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/http';
import type { AuthUser } from '../auth';
import { inTransaction, retrying } from '../../db/transactions';
import { seesModerated } from '../../db/visibility';
import { createBlocksRepository } from '../blocks/blocks.repository';
import { createEngagement } from '../engagement';
import { createFollowsService } from '../follows';
import { toOwner } from '../projects';
import { createSocialRepository, type CommentRow } from './social.repository';

/** How many likes and comments the reactions dialog lists. */
const REACTIONS_LIMIT = 50;

const toComment = (c: CommentRow): ProjectComment => ({
  id: c.id,
  projectId: c.projectId,
  content: c.content,
  createdAt: isoDate(c.createdAt),
  editedAt: c.editedAt ? isoDate(c.editedAt) : null,
  user: toOwner(c.user),
});

/** What others hear about (notifications), after the change has committed. */
export interface SocialEvents {
  onLikeToggled?(userId: number, projectId: number, liked: boolean): void;
  onCommented?(userId: number, projectId: number, commentId: number, content: string): void;
}

export function createSocialService(ctx: AppContext, events: SocialEvents = {}) {
  const repo = createSocialRepository(ctx.models);
  const blocks = createBlocksRepository(ctx.models);
  const engagement = createEngagement(ctx.models);
  const follows = createFollowsService(ctx);
  const { sequelize } = ctx;
  // MySQL writes a like toggle and a comment in one round trip each: a stored procedure that
  // runs its own transaction (migration 0011), run again as a whole on a deadlock.
  const mysql = sequelize.getDialect() === 'mysql';

  /** A project the viewer may see: any open one; a hidden one only its owner and admins. */
  const mustSee = async (projectId: number, viewer: AuthUser | null) => {
    const access = await repo.projectAccess(projectId);
    if (!access || (!access.open && !seesModerated(viewer, access.ownerId)))
      throw notFound(PROJECT_MESSAGES.notFound);
  };

  return {
    /** Like status of a project the viewer may see (a hidden one: its owner and admins). */
    async likeStatus(projectId: number, viewer: AuthUser | null): Promise<LikeStatus> {
      await mustSee(projectId, viewer);
      const [hasLiked, likesCount] = await Promise.all([
        viewer === null ? false : repo.hasLiked(viewer.id, projectId),
        repo.countLikes(projectId),
      ]);
      return { hasLiked, likesCount };
    },

    /**
     * The like row, the project's likeCount and the liker's impact score change together or not at
     * all. A project moderation took out of public reads answers 404, as if missing, to everyone
     * but its owner and admins; someone the owner blocks may take back a like from before, not
     * add one (403). MySQL asks both before its one-call toggle (a hide landing in between is
     * as if it came just after); SQLite reads them with the like, inside the transaction.
     */
    async toggleLike(projectId: number, user: AuthUser): Promise<LikeStatus> {
      const userId = user.id;
      const refused = (
        here: { ownerId: number; open: boolean; blocked: boolean },
        liked: boolean,
      ) => {
        if (!here.open && !seesModerated(user, here.ownerId))
          return notFound(PROJECT_MESSAGES.notFound);
        if (here.blocked && !liked) return forbidden(BLOCK_MESSAGES.notAllowed);
        return null;
      };
      if (mysql) {
        const here = await blocks.onProject(projectId, userId);
        if (!here) throw notFound(PROJECT_MESSAGES.notFound);
        const refusal = refused(here, here.liked);
        if (refusal) throw refusal;
      }
      const status = mysql
        ? await retrying(() => repo.toggleLikeCall(userId, projectId, engagement.points.like))
        : await inTransaction(sequelize, async () => {
            const found = await repo.readForLikeToggle(userId, projectId);
            if (!found) return null;
            const refusal = refused(found, found.likeId !== null);
            if (refusal) throw refusal;
            const delta =
              found.likeId === null
                ? await repo.addLike(userId, projectId)
                : await repo.removeLike(found.likeId);
            await engagement.likeToggled(projectId, userId, delta);
            // likeCount as read, moved by this toggle: the count right after it.
            return { hasLiked: found.likeId === null, likesCount: found.likeCount + delta };
          });
      if (!status) throw notFound(PROJECT_MESSAGES.notFound);
      events.onLikeToggled?.(userId, projectId, status.hasLiked);
      return status;
    },

    /** A page of comments; a signed-in viewer does not see those of people they block. */
    async comments(projectId: number, offset: number, limit: number, viewer: AuthUser | null) {
      await mustSee(projectId, viewer);
      const viewerId = viewer?.id ?? null;
      const { items, total } = await repo.listComments(projectId, offset, limit, viewerId);
      return { items: items.map(toComment), total };
    },

    /** The count the viewer's list adds up to (without the comments of people they block). */
    async commentCount(projectId: number, viewer: AuthUser | null) {
      await mustSee(projectId, viewer);
      return { count: await repo.countComments(projectId, viewer?.id ?? null) };
    },

    /** The comment row and the commenter's impact score change together or not at all. */
    async addComment(projectId: number, userId: number, content: string) {
      const { author, projectOpen, blocked } = await repo.commenter(userId, projectId);
      if (!author) throw notFound('User not found');
      // A project moderation hid takes no comments (the key below only checks that it exists).
      if (!projectOpen) throw notFound(PROJECT_MESSAGES.notFound);
      if (blocked) throw forbidden(BLOCK_MESSAGES.notAllowed);
      // The project is not locked: the comment's foreign key takes a shared lock on its row, which
      // holds it against a concurrent delete while letting comments on one project run side by
      // side; a project that is gone fails the key. The score is raised first: that takes the
      // commenter's row exclusively before the key's shared lock on it, so one person's
      // simultaneous comments queue there instead of deadlocking on a shared-to-exclusive upgrade.
      // MySQL does both in its stored procedure, in this order.
      const written = mysql
        ? retrying(() => repo.addCommentCall(author, projectId, content, engagement.points.comment))
        : inTransaction(sequelize, async () => {
            await engagement.commented(userId);
            return repo.addComment(author, projectId, content);
          });
      const comment = await written.catch((err: unknown) => {
        if (err instanceof ForeignKeyConstraintError) throw notFound(PROJECT_MESSAGES.notFound);
        throw err;
      });
      events.onCommented?.(userId, projectId, comment.id, content);
      return toComment(comment);
    },

    /** The author changes the text; it shows as edited from then on (unless nothing changed). */
    async editComment(
      projectId: number,
      commentId: number,
      user: AuthUser,
      content: string,
    ): Promise<ProjectComment> {
      const target = await repo.commentTarget(projectId, commentId);
      if (!target) throw notFound(SOCIAL_MESSAGES.commentNotFound);
      const may = commentPermissions(target, user);
      if (!may.canEdit) throw forbidden(SOCIAL_MESSAGES.editOwnCommentsOnly);
      if (target.content !== content && !(await repo.editComment(commentId, content, new Date())))
        throw notFound(SOCIAL_MESSAGES.commentNotFound);
      const row = await repo.findComment(commentId);
      if (!row) throw notFound(SOCIAL_MESSAGES.commentNotFound);
      return toComment(row);
    },

    /**
     * Its author, the project's owner or an admin deletes a comment. The row and the author's
     * score go together; of racing deletes only the one that removed the row moves the score.
     */
    async deleteComment(projectId: number, commentId: number, user: AuthUser): Promise<void> {
      const target = await repo.commentTarget(projectId, commentId);
      if (!target) throw notFound(SOCIAL_MESSAGES.commentNotFound);
      if (!commentPermissions(target, user).canDelete)
        throw forbidden(SOCIAL_MESSAGES.deleteCommentForbidden);
      const removed = await inTransaction(sequelize, async () => {
        const count = await repo.removeComment(commentId);
        if (count > 0) await engagement.uncommented(target.authorId);
        return count > 0;
      });
      // A racing delete removed it first: for this caller it is gone, as for any later one.
      if (!removed) throw notFound(SOCIAL_MESSAGES.commentNotFound);
    },

    async reactions(ownerId: number, requesterId: number): Promise<ReactionsResponse> {
      if (ownerId !== requesterId) throw forbidden(SOCIAL_MESSAGES.ownReactionsOnly);
      const since = await repo.reactionsViewedAt(ownerId);
      const [r, f] = await Promise.all([
        repo.reactions(ownerId, since, REACTIONS_LIMIT),
        follows.reactions(ownerId, since, REACTIONS_LIMIT),
      ]);
      return {
        newLikes: r.newLikes,
        newComments: r.newComments,
        newFollows: f.newCount,
        totalNew: r.newLikes + r.newComments + f.newCount,
        allLikes: r.likes.map((l) => ({
          id: l.id,
          createdAt: isoDate(l.createdAt),
          liker: toOwner(l.user),
          project: { id: l.project.id, title: l.project.title },
        })),
        allComments: r.comments.map((c) => ({
          id: c.id,
          content: c.content,
          createdAt: isoDate(c.createdAt),
          commenter: toOwner(c.user),
          project: { id: c.project.id, title: c.project.title },
        })),
        allFollows: f.all,
      };
    },

    async markReactionsViewed(ownerId: number, requesterId: number): Promise<ReactionsViewed> {
      if (ownerId !== requesterId) throw forbidden(SOCIAL_MESSAGES.ownReactionsOnly);
      await repo.markReactionsViewed(ownerId, new Date());
      return { message: SOCIAL_MESSAGES.reactionsViewed, totalNew: 0 };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
