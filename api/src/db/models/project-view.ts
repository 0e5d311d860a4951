import type { ModelStatic, Sequelize } from 'sequelize';
import { int, type TableModel } from './columns';
import { viewColumns, type ViewFields } from './view-columns';

export interface ProjectViewModel extends ViewFields, TableModel<ProjectViewModel> {
  projectId: number;
}

export const defineProjectView = (sequelize: Sequelize): ModelStatic<ProjectViewModel> =>
  sequelize.define<ProjectViewModel>(
    'ProjectView',
    { ...viewColumns(), projectId: int() },
    { tableName: 'project_views', timestamps: false },
  );
