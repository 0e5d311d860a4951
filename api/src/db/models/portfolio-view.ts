import type { ModelStatic, NonAttribute, Sequelize } from 'sequelize';
import { int, type TableModel } from './columns';
import type { UserModel } from './user';
import { viewColumns, type ViewFields } from './view-columns';

export interface PortfolioViewModel extends ViewFields, TableModel<PortfolioViewModel> {
  profileUserId: number;
  /** The signed-in viewer, when included. */
  viewer?: NonAttribute<UserModel | null>;
}

export const definePortfolioView = (sequelize: Sequelize): ModelStatic<PortfolioViewModel> =>
  sequelize.define<PortfolioViewModel>(
    'PortfolioView',
    { ...viewColumns(), profileUserId: int() },
    { tableName: 'portfolio_views', timestamps: false },
  );
