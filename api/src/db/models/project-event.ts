import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { bigPk, date3, int, noUpdatedAt, type TableModel } from './columns';

/** A row of link_clicks or downloads (the two tables have the same columns). */
export interface ProjectEventModel extends TableModel<ProjectEventModel> {
  id: CreationOptional<number>;
  projectId: number;
  userId: number | null;
  createdAt: CreationOptional<Date>;
}

export const defineProjectEvent = (
  sequelize: Sequelize,
  modelName: string,
  tableName: string,
): ModelStatic<ProjectEventModel> =>
  sequelize.define<ProjectEventModel>(
    modelName,
    { id: bigPk(), projectId: int(), userId: int(true), createdAt: date3() },
    { tableName, ...noUpdatedAt },
  );
