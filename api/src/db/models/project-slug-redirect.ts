import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, pk, str, type TableModel } from './columns';

/** A slug a project left on a rename: its old address `/@handle/old` still finds it. */
export interface ProjectSlugRedirectModel extends TableModel<ProjectSlugRedirectModel> {
  id: CreationOptional<number>;
  userId: number;
  slug: string;
  projectId: number;
  createdAt: CreationOptional<Date>;
}

export const defineProjectSlugRedirect = (
  sequelize: Sequelize,
): ModelStatic<ProjectSlugRedirectModel> =>
  sequelize.define<ProjectSlugRedirectModel>(
    'ProjectSlugRedirect',
    {
      id: pk(),
      userId: int(),
      slug: str(false),
      projectId: int(),
      createdAt: date3(),
    },
    { tableName: 'project_slug_redirects', timestamps: true, updatedAt: false },
  );
