import { Op, UniqueConstraintError } from 'sequelize';
import type { Models, UserModel } from '../../db/models';
import type { CommentModel } from '../../db/models/comment';
import type { LikeModel } from '../../db/models/like';
import { OWNER_ATTRIBUTES, type OwnerRow } from '../projects';

type Actor = OwnerRow;
export interface CommentRow {
  id: number;
  content: string;
  createdAt: Date;
  projectId: number;
  user: Actor;
}
export interface ReactionRow {
  id: number;
  createdAt: Date;
  content?: string;
  user: Actor;
  project: { id: number; title: string };
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
  const actor = { model: User, as: 'user', attributes: OWNER_ATTRIBUTES };

  const reactionsWhere = (ownerId: number) => ({
    userId: { [Op.ne]: ownerId },
    '$project.userId$': ownerId,
  });

  return {
    projectExists: async (projectId: number) =>
      (await Project.count({ where: { id: projectId } })) > 0,

    hasLiked: async (userId: number, projectId: number) =>
      (await Like.count({ where: { userId, projectId } })) > 0,

    countLikes: (projectId: number) => Like.count({ where: { projectId } }),

    /**
     * Adds the like if absent, removes it if present; returns whether it is now liked and how many
     * like rows that added (+1) or removed (-1, or 0 if a concurrent toggle removed it first). Run
     * inside a transaction that has locked the project row, so toggles of one project take turns
     * and each sees the one before.
     */
    async toggleLike(
      userId: number,
      projectId: number,
    ): Promise<{ liked: boolean; delta: number }> {
      const removed = await Like.destroy({ where: { userId, projectId } });
      if (removed > 0) return { liked: false, delta: -removed };
      try {
        await Like.create({ userId, projectId });
        return { liked: true, delta: 1 };
      } catch (err) {
        // Only reachable without the project lock: a concurrent toggle inserted it first.
        if (!(err instanceof UniqueConstraintError)) throw err;
        return { liked: false, delta: -(await Like.destroy({ where: { userId, projectId } })) };
      }
    },

    async listComments(projectId: number, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        Comment.findAll({
          where: { projectId },
          include: [actor],
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          offset,
          limit,
        }),
        Comment.count({ where: { projectId } }),
      ]);
      return { items: rows.map(toCommentRow), total };
    },

    countComments: (projectId: number) => Comment.count({ where: { projectId } }),

    /** The commenter as a comment shows them (read before the comment's transaction). */
    async actor(userId: number): Promise<Actor | null> {
      const user = await User.findByPk(userId, { attributes: OWNER_ATTRIBUTES });
      return user ? user.get({ plain: true }) : null;
    },

    async addComment(author: Actor, projectId: number, content: string): Promise<CommentRow> {
      const row = await Comment.create({ userId: author.id, projectId, content });
      return {
        id: row.id,
        content: row.content,
        createdAt: row.createdAt,
        projectId,
        user: author,
      };
    },

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
      const query = (extra = {}) => ({
        where: { ...reactionsWhere(ownerId), ...extra },
        include: [project],
      });
      const [likes, comments, newLikes, newComments] = await Promise.all([
        Like.findAll({
          ...query(),
          include: [project, actor],
          order: [['createdAt', 'DESC']],
          limit,
        }),
        Comment.findAll({
          ...query(),
          include: [project, actor],
          order: [['createdAt', 'DESC']],
          limit,
        }),
        Like.count(query(newer)),
        Comment.count(query(newer)),
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
