import type { CreationOptional, ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { date3, int, noUpdatedAt, pk, type TableModel } from './columns';
import type { UserModel } from './user';

/** One person blocking another (migration 0024). */
export interface BlockModel extends TableModel<BlockModel> {
  id: CreationOptional<number>;
  blockerId: number;
  blockedId: number;
  createdAt: CreationOptional<Date>;
  /** The blocked person, when included. */
  blocked?: NonAttribute<UserModel>;
}

export const defineBlock = (sequelize: Sequelize): ModelStatic<BlockModel> =>
  sequelize.define<BlockModel>(
    'Block',
    { id: pk(), blockerId: int(), blockedId: int(), createdAt: date3() },
    { tableName: 'blocks', ...noUpdatedAt },
  );
