import type { ModelStatic, Sequelize } from 'sequelize';
import { date3, str, type TableModel } from './columns';

/** A handle of a deleted account, held (taken by nobody) for a while. */
export interface RetiredHandleModel extends TableModel<RetiredHandleModel> {
  handle: string;
  heldSince: Date;
}

export const defineRetiredHandle = (sequelize: Sequelize): ModelStatic<RetiredHandleModel> =>
  sequelize.define<RetiredHandleModel>(
    'RetiredHandle',
    {
      handle: { ...str(false), primaryKey: true },
      heldSince: date3(),
    },
    { tableName: 'retired_handles', timestamps: false },
  );
