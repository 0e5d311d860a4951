import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, type TableModel } from './columns';
import type { UserModel } from './user';

/** One person following another (migration 0009). */
export interface FollowModel extends TableModel<FollowModel> {
  id: CreationOptional<number>;
  followerId: number;
  followedId: number;
  createdAt: CreationOptional<Date>;
  /** The follower and the followed person, when included. */
  follower?: NonAttribute<UserModel>;
  followed?: NonAttribute<UserModel>;
}

export const defineFollow = (sequelize: Sequelize): ModelStatic<FollowModel> =>
  sequelize.define<FollowModel>(
    'Follow',
    { id: pk(), followerId: int(), followedId: int(), createdAt: date3() },
    { tableName: 'follows', ...noUpdatedAt },
  );
