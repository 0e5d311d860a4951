import type {
  CreationOptional,
  InferAttributes,
  ModelStatic,
  NonAttribute,
  Sequelize,
} from 'sequelize';
import {
  count,
  date3,
  imageInfo,
  int,
  jsonList,
  numeric,
  pk,
  str,
  text,
  type TableModel,
} from './columns';
import type { ImageInfo } from '../../lib/images';
import type { UserModel } from './user';

export interface ProjectModel extends TableModel<ProjectModel> {
  id: CreationOptional<number>;
  userId: number;
  title: string;
  /** Unique per owner; given on create (models/index.ts; the column is nullable in the schema). */
  slug: CreationOptional<string>;
  description: CreationOptional<string | null>;
  /** Markdown source; single-project reads only (lists leave it out). */
  writeup: CreationOptional<string | null>;
  /** The write-up made into sanitized HTML when it or the gallery changes; null until then. */
  writeupHtml: CreationOptional<string | null>;
  tags: CreationOptional<string[]>;
  imageKey: CreationOptional<string | null>;
  imageInfo: CreationOptional<ImageInfo | null>;
  fileName: CreationOptional<string | null>;
  fileKey: CreationOptional<string | null>;
  fileType: CreationOptional<string | null>;
  fileSize: CreationOptional<number | null>;
  projectUrl: CreationOptional<string | null>;
  viewCount: CreationOptional<number>;
  downloadCount: CreationOptional<number>;
  likeCount: CreationOptional<number>;
  /** Pinned projects lead the owner's list, highest first; 0 is not pinned. */
  pinRank: CreationOptional<number>;
  /** The generated share card (components/cards), for a project without an image. */
  cardKey: CreationOptional<string | null>;
  /** Bumped by each change the card shows; the card is due while it is ahead of cardMade. */
  cardVersion: CreationOptional<number>;
  cardMade: CreationOptional<number>;
  /** Set while moderators hide it (components/moderation), with their reason. */
  hiddenAt: CreationOptional<Date | null>;
  hiddenReason: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  /** The owner, when included (`as: 'user'`). */
  user?: NonAttribute<UserModel>;
}
export type ProjectAttrs = InferAttributes<ProjectModel>;

export const defineProject = (sequelize: Sequelize): ModelStatic<ProjectModel> =>
  sequelize.define<ProjectModel>(
    'Project',
    {
      id: pk(),
      userId: int(),
      title: str(false),
      slug: str(),
      description: text(),
      writeup: text(),
      writeupHtml: text(),
      tags: jsonList('tags'),
      imageKey: str(),
      imageInfo: imageInfo('imageInfo'),
      fileName: str(),
      fileKey: str(),
      fileType: str(),
      fileSize: numeric('fileSize'),
      projectUrl: str(),
      viewCount: count(),
      downloadCount: count(),
      likeCount: count(),
      pinRank: count(),
      cardKey: str(),
      cardVersion: { ...count(), defaultValue: 1 },
      cardMade: count(),
      hiddenAt: date3(true),
      hiddenReason: str(),
      createdAt: date3(),
      updatedAt: date3(),
    },
    { tableName: 'projects' },
  );
