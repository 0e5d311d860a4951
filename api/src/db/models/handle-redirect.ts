import type { ModelStatic, Sequelize } from 'sequelize';
import { date3, int, str, type TableModel } from './columns';

/** A handle someone left: `/@handle` redirects to the user's current one for a while. */
export interface HandleRedirectModel extends TableModel<HandleRedirectModel> {
  handle: string;
  userId: number;
  changedAt: Date;
}

export const defineHandleRedirect = (sequelize: Sequelize): ModelStatic<HandleRedirectModel> =>
  sequelize.define<HandleRedirectModel>(
    'HandleRedirect',
    {
      handle: { ...str(false), primaryKey: true },
      userId: int(),
      changedAt: date3(),
    },
    { tableName: 'handle_redirects', timestamps: false },
  );
