import type { CreationOptional, ModelStatic, Sequelize } from 'sequelize';
import { date3, str, text, type TableModel } from './columns';
import { reactionColumns, type ReactionFields } from './like';

export interface CommentModel extends ReactionFields, TableModel<CommentModel> {
  content: string;
  updatedAt: CreationOptional<Date>;
  editedAt: CreationOptional<Date | null>;
  /** Set while moderators hide it (components/moderation), with their reason. */
  hiddenAt: CreationOptional<Date | null>;
  hiddenReason: CreationOptional<string | null>;
}

export const defineComment = (sequelize: Sequelize): ModelStatic<CommentModel> =>
  sequelize.define<CommentModel>(
    'Comment',
    {
      ...reactionColumns(),
      content: text(false),
      updatedAt: date3(),
      editedAt: date3(true),
      hiddenAt: date3(true),
      hiddenReason: str(),
    },
    { tableName: 'comments' },
  );
