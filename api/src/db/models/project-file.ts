import type { PreviewKind, PreviewState } from '@stackfolio/contract';
import type { CreationOptional, InferAttributes, ModelStatic, Sequelize } from 'sequelize';
import { date3, int, numeric, pk, str, type TableModel } from './columns';

/** One of a project's files, in order; the first is the one the card and `/download` name. */
export interface ProjectFileModel extends TableModel<ProjectFileModel> {
  id: CreationOptional<number>;
  projectId: number;
  position: number;
  name: string;
  size: number;
  type: string;
  fileKey: string;
  previewKind: PreviewKind;
  previewState: PreviewState;
  /** The stored preview HTML, beside the file; null until made or when there is none. */
  previewKey: CreationOptional<string | null>;
  /** Why the file has no preview, when the server knows. */
  previewNote: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
}
export type ProjectFileAttrs = InferAttributes<ProjectFileModel>;

export const defineProjectFile = (sequelize: Sequelize): ModelStatic<ProjectFileModel> =>
  sequelize.define<ProjectFileModel>(
    'ProjectFile',
    {
      id: pk(),
      projectId: int(),
      position: int(),
      name: str(false),
      size: { ...numeric('size'), allowNull: false },
      type: str(false),
      fileKey: str(false),
      previewKind: str(false),
      previewState: str(false),
      previewKey: str(),
      previewNote: str(),
      createdAt: date3(),
    },
    { tableName: 'project_files', timestamps: true, updatedAt: false },
  );
