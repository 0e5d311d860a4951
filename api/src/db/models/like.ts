import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, type TableModel } from './columns';
import type { ProjectModel } from './project';
import type { UserModel } from './user';

/** A user's reaction to a project: what likes and comments both have. */
export interface ReactionFields {
  id: CreationOptional<number>;
  userId: number;
  projectId: number;
  createdAt: CreationOptional<Date>;
  /** The user who reacted and the project, when included. */
  user?: NonAttribute<UserModel>;
  project?: NonAttribute<ProjectModel>;
}
export const reactionColumns = () => ({
  id: pk(),
  userId: int(),
  projectId: int(),
  createdAt: date3(),
});

export interface LikeModel extends ReactionFields, TableModel<LikeModel> {}

export const defineLike = (sequelize: Sequelize): ModelStatic<LikeModel> =>
  sequelize.define<LikeModel>('Like', reactionColumns(), { tableName: 'likes', ...noUpdatedAt });
