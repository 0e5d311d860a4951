import {
  byVisibleUsers,
  visibleCommentSql,
  visibleComments,
  visibleProjectSql,
} from '../../db/visibility';
import type { LikeStatus } from '@stackfolio/contract';
import { Op, type Order, type WhereOptions } from 'sequelize';
import { mysqlCall, plainRow, selectRows } from '../../db/fast-read';
import type { Models, UserModel } from '../../db/models';
import type { CommentModel } from '../../db/models/comment';
import type { LikeModel } from '../../db/models/like';
import { OWNER_ATTRIBUTES, type OwnerRow } from '../projects';

type Actor = OwnerRow;
export interface CommentRow {
  id: number;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  projectId: number;
  user: Actor;
}
/** Who may change a comment (its author, its project's owner) and its text. */
export interface CommentTarget {
  authorId: number;
  projectOwnerId: number;
  content: string;
}
export interface ReactionRow {
  id: number;
  createdAt: Date;
  content?: string;
  user: Actor;
  project: { id: number; title: string };
}

/** What a like toggle reads first (SQLite; MySQL reads the same before its one call). */
export interface LikeToggleRead {
  likeCount: number;
  likeId: number | null;
  ownerId: number;
  /** Whether anyone may see the project (moderators did not hide it, its owner is not suspended). */
  open: boolean;
  blocked: boolean;
}

/** The included user of a row; the includes below are required, so it is always there. */
const actorOf = (user: UserModel | undefined): Actor => {
  if (!user) throw new Error('row without its included user');
  return user.get({ plain: true });
};
const toCommentRow = (c: CommentModel): CommentRow => ({
  id: c.id,
  content: c.content,
  createdAt: c.createdAt,
  editedAt: c.editedAt ? new Date(c.editedAt) : null,
  projectId: c.projectId,
  user: actorOf(c.user),
});
const toReactionRow = (r: LikeModel | CommentModel): ReactionRow => ({
  id: r.id,
  createdAt: r.createdAt,
  user: actorOf(r.user),
  project: { id: r.project!.id, title: r.project!.title },
});

/** Data access for likes, comments and reactions. Returns plain objects. */
export function createSocialRepository(models: Models) {
  const { Like, Comment, Project, User } = models;
  const sequelize = User.sequelize!;
  const actor = { model: User, as: 'user', attributes: OWNER_ATTRIBUTES };
  // The commenter, whether the project takes comments (it exists and is not hidden) and whether
  // its owner blocks this person, in one statement: a comment's request stays at its statement
  // budget (test/performance).
  const commenterSql = `SELECT ${OWNER_ATTRIBUTES.join(', ')},
      (SELECT COUNT(*) FROM projects p WHERE p.id = ? AND ${visibleProjectSql('p')}) AS projectOpen,
      EXISTS(SELECT 1 FROM blocks b JOIN projects p ON p.userId = b.blockerId
              WHERE p.id = ? AND b.blockedId = users.id) AS blockedHere
    FROM users WHERE id = ?`;
  /** Rows by anyone but the people `viewerId` blocks. */
  const notBlockedBy = (viewerId: number): WhereOptions => ({
    userId: {
      [Op.notIn]: sequelize.literal(
        `(SELECT blockedId FROM blocks WHERE blockerId = ${Number(viewerId)})`,
      ),
    },
  });
  /** Comments anyone may see, less those of people the viewer blocks. */
  const visibleTo = (projectId: number, viewerId: number | null): WhereOptions =>
    viewerId === null
      ? { projectId, ...visibleComments() }
      : { projectId, [Op.and]: [visibleComments(), notBlockedBy(viewerId)] };

  /**
   * Others' reactions to the owner's projects: not the owner's own, not those of people the owner
   * blocks (the blocker no longer sees them) and none of suspended accounts; `visible` adds what
   * a comment list leaves out (comments moderators hid).
   */
  const reactionsWhere = (ownerId: number, visible: WhereOptions): WhereOptions => ({
    '$project.userId$': ownerId,
    [Op.and]: [{ userId: { [Op.ne]: ownerId } }, notBlockedBy(ownerId), visible],
  });

  return {
    /** A project's owner and whether anyone may see it; null when there is no project. */
    async projectAccess(projectId: number): Promise<{ ownerId: number; open: boolean } | null> {
      const [row] = await selectRows<{ ownerId: number | string; projectOpen: unknown }>(
        sequelize,
        `SELECT p.userId AS ownerId, CASE WHEN ${visibleProjectSql('p')} THEN 1 ELSE 0 END AS projectOpen
           FROM projects p WHERE p.id = ?`,
        [projectId],
      );
      return row ? { ownerId: Number(row.ownerId), open: Boolean(Number(row.projectOpen)) } : null;
    },

    hasLiked: async (userId: number, projectId: number) =>
      (await Like.count({ where: { userId, projectId } })) > 0,

    countLikes: (projectId: number) => Like.count({ where: { projectId } }),

    /**
     * SQLite, inside the toggle's transaction (IMMEDIATE: it runs alone): the project's likeCount,
     * this user's like of it (null when absent), its owner, whether anyone may see it and whether
     * its owner blocks them, in one statement; null when there is no project. (MySQL toggles in one call: toggleLikeCall.)
     */
    async readForLikeToggle(userId: number, projectId: number): Promise<LikeToggleRead | null> {
      const [row] = await selectRows<{
        likeCount: number | string;
        likeId: number | null;
        ownerId: number | string;
        projectOpen: unknown;
        blocked: unknown;
      }>(
        sequelize,
        `SELECT p.likeCount AS likeCount, l.id AS likeId, p.userId AS ownerId,
           CASE WHEN ${visibleProjectSql('p')} THEN 1 ELSE 0 END AS projectOpen,
           EXISTS(SELECT 1 FROM blocks b WHERE b.blockerId = p.userId AND b.blockedId = ?) AS blocked
           FROM projects p LEFT JOIN likes l ON l.projectId = p.id AND l.userId = ?
          WHERE p.id = ?`,
        [userId, userId, projectId],
      );
      return row
        ? {
            likeCount: Number(row.likeCount),
            likeId: row.likeId ?? null,
            ownerId: Number(row.ownerId),
            open: Boolean(Number(row.projectOpen)),
            blocked: Boolean(Number(row.blocked)),
          }
        : null;
    },

    /** SQLite: adds this like (in the toggle's transaction, it absent): +1. */
    async addLike(userId: number, projectId: number): Promise<number> {
      await Like.create({ userId, projectId });
      return 1;
    },

    /** SQLite: removes a like row by id (in the toggle's transaction): -1, or 0 if it had gone. */
    removeLike: async (likeId: number): Promise<number> =>
      -(await Like.destroy({ where: { id: likeId } })),

    /**
     * MySQL: the whole toggle in one round trip, `stackfolio_toggle_like` (migration 0011): the
     * like added or removed, likeCount and the liker's score (`points` per like) moved, committed,
     * with the project row locked for the server's time only. Null when there is no project
     * (nothing written). Runs its own transaction: call it outside one, and again on a deadlock.
     */
    async toggleLikeCall(
      userId: number,
      projectId: number,
      points: number,
    ): Promise<LikeStatus | null> {
      const [row] = await mysqlCall<{ found: number; hasLiked: number; likesCount: number }>(
        sequelize,
        'CALL stackfolio_toggle_like(?, ?, ?, ?)',
        [userId, projectId, points, new Date()],
      );
      if (!row || !Number(row.found)) return null;
      return { hasLiked: Boolean(Number(row.hasLiked)), likesCount: Number(row.likesCount) };
    },

    async listComments(projectId: number, offset: number, limit: number, viewerId: number | null) {
      const where = visibleTo(projectId, viewerId);
      const [rows, total] = await Promise.all([
        Comment.findAll({
          where,
          include: [actor],
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          offset,
          limit,
        }),
        Comment.count({ where }),
      ]);
      return { items: rows.map(toCommentRow), total };
    },

    countComments: (projectId: number, viewerId: number | null) =>
      Comment.count({ where: visibleTo(projectId, viewerId) }),

    /**
     * The commenter as a comment shows them (null if gone; read before the comment's
     * transaction), whether the project is there for anyone to see, and whether its owner blocks
     * the commenter.
     */
    async commenter(
      userId: number,
      projectId: number,
    ): Promise<{ author: Actor | null; projectOpen: boolean; blocked: boolean }> {
      const [row] = await selectRows<Record<string, unknown>>(sequelize, commenterSql, [
        projectId,
        projectId,
        userId,
      ]);
      if (!row) return { author: null, projectOpen: false, blocked: false };
      const { projectOpen, blockedHere, ...author } = row;
      return {
        author: plainRow<Actor>(User, author),
        projectOpen: Number(projectOpen) > 0,
        blocked: Boolean(Number(blockedHere)),
      };
    },

    /** SQLite: the comment row (in the comment's transaction). */
    async addComment(author: Actor, projectId: number, content: string): Promise<CommentRow> {
      const row = await Comment.create({ userId: author.id, projectId, content });
      return {
        id: row.id,
        content: row.content,
        createdAt: row.createdAt,
        editedAt: null,
        projectId,
        user: author,
      };
    },

    /**
     * MySQL: the comment in one round trip, `stackfolio_add_comment` (migration 0011): the
     * author's score raised by `points` (their row locked first), the comment inserted, committed.
     * A missing project fails its foreign key (a ForeignKeyConstraintError, nothing written). Runs
     * its own transaction: call it outside one, and again on a deadlock.
     */
    async addCommentCall(
      author: Actor,
      projectId: number,
      content: string,
      points: number,
    ): Promise<CommentRow> {
      const createdAt = new Date();
      const [row] = await mysqlCall<{ id: number }>(
        sequelize,
        'CALL stackfolio_add_comment(?, ?, ?, ?, ?)',
        [author.id, projectId, content, points, createdAt],
      );
      return { id: Number(row.id), content, createdAt, editedAt: null, projectId, user: author };
    },

    /** A comment's author, its project's owner and its text; null unless it is on that project. */
    async commentTarget(projectId: number, commentId: number): Promise<CommentTarget | null> {
      const [row] = await selectRows<{ authorId: number; ownerId: number; content: string }>(
        sequelize,
        `SELECT c.userId AS authorId, p.userId AS ownerId, c.content AS content
           FROM comments c JOIN projects p ON p.id = c.projectId
          WHERE c.id = ? AND c.projectId = ? AND ${visibleCommentSql('c')}`,
        [commentId, projectId],
      );
      return row
        ? {
            authorId: Number(row.authorId),
            projectOwnerId: Number(row.ownerId),
            content: row.content,
          }
        : null;
    },

    async findComment(commentId: number): Promise<CommentRow | null> {
      const row = await Comment.findByPk(commentId, { include: [actor] });
      return row ? toCommentRow(row) : null;
    },

    /** New text, marked edited at `at`; false when the comment is gone. */
    async editComment(commentId: number, content: string, at: Date): Promise<boolean> {
      const [changed] = await Comment.update(
        { content, editedAt: at },
        { where: { id: commentId } },
      );
      return changed > 0;
    },

    /** Deletes a comment: 1, or 0 when it was already gone (a racing delete won). */
    removeComment: (commentId: number): Promise<number> =>
      Comment.destroy({ where: { id: commentId } }),

    async reactionsViewedAt(userId: number): Promise<Date | null> {
      const user = await User.findByPk(userId, { attributes: ['id', 'reactionsViewedAt'] });
      return user?.reactionsViewedAt ? new Date(user.reactionsViewedAt) : null;
    },

    async markReactionsViewed(userId: number, at: Date): Promise<void> {
      await User.update({ reactionsViewedAt: at }, { where: { id: userId } });
    },

    /** Likes and comments by others on the owner's projects, newest first, and the new counts. */
    async reactions(ownerId: number, since: Date | null, limit: number) {
      const project = {
        model: Project,
        as: 'project',
        attributes: ['id', 'title'],
        required: true,
      };
      const newer = since ? { createdAt: { [Op.gt]: since } } : {};
      const ofLikes = reactionsWhere(ownerId, byVisibleUsers());
      const ofComments = reactionsWhere(ownerId, visibleComments());
      const listed = { include: [project, actor], order: [['createdAt', 'DESC']] as Order, limit };
      const [likes, comments, newLikes, newComments] = await Promise.all([
        Like.findAll({ where: ofLikes, ...listed }),
        Comment.findAll({ where: ofComments, ...listed }),
        Like.count({ where: { ...ofLikes, ...newer }, include: [project] }),
        Comment.count({ where: { ...ofComments, ...newer }, include: [project] }),
      ]);
      return {
        likes: likes.map(toReactionRow),
        comments: comments.map((c) => ({ ...toReactionRow(c), content: c.content })),
        newLikes,
        newComments,
      };
    },
  };
}
