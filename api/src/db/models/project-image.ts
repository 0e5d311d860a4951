import type { CreationOptional, InferAttributes, ModelStatic, Sequelize } from 'sequelize';
import { date3, imageInfo, int, pk, str, type TableModel } from './columns';
import type { ImageInfo } from '../../lib/images';

/** A picture of a project's gallery; the first by position is the cover. */
export interface ProjectImageModel extends TableModel<ProjectImageModel> {
  id: CreationOptional<number>;
  projectId: number;
  position: number;
  alt: string;
  /** The processed image's key and info, as lib/images stores them. */
  imageKey: string;
  imageInfo: CreationOptional<ImageInfo | null>;
  createdAt: CreationOptional<Date>;
}
export type ProjectImageAttrs = InferAttributes<ProjectImageModel>;

export const defineProjectImage = (sequelize: Sequelize): ModelStatic<ProjectImageModel> =>
  sequelize.define<ProjectImageModel>(
    'ProjectImage',
    {
      id: pk(),
      projectId: int(),
      position: int(),
      alt: str(false),
      imageKey: str(false),
      imageInfo: imageInfo('imageInfo'),
      createdAt: date3(),
    },
    { tableName: 'project_images', timestamps: true, updatedAt: false },
  );
