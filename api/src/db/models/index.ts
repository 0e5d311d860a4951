import {
  DataTypes,
  type Model,
  type ModelAttributeColumnOptions,
  type Optional,
  type Sequelize,
} from 'sequelize';
import { toStringArray } from '../json';

export * from './types';
import type {
  ApiTokenAttrs,
  CommentAttrs,
  Inst,
  LikeAttrs,
  Models,
  PortfolioViewAttrs,
  ProjectAttrs,
  ProjectCreation,
  ProjectEventAttrs,
  ProjectViewAttrs,
  SessionAttrs,
  UserAttrs,
  UserCreation,
} from './types';

/** A JSON list column that always reads back as a string array (see ../json.ts). */
function jsonList(name: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.JSON,
    allowNull: true,
    get(this: Model) {
      return toStringArray(this.getDataValue(name));
    },
    set(this: Model, value: unknown) {
      this.setDataValue(name, Array.isArray(value) ? value : []);
    },
  };
}

const str = (allowNull = true) => ({ type: DataTypes.STRING, allowNull });
// Factories, not shared objects: Sequelize writes the column name into each attribute definition.
const pk = () => ({ type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true });
const count = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
const date3 = (allowNull = false) => ({ type: DataTypes.DATE(3), allowNull });
/** BIGINT comes back as a string from mysql2 when large; sizes here fit in a double. */
const numeric = (name: string): ModelAttributeColumnOptions => ({
  type: DataTypes.BIGINT,
  allowNull: true,
  get(this: Model) {
    const v = this.getDataValue(name);
    return v === null || v === undefined ? null : Number(v);
  },
});

const viewFields = () => ({
  id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
  viewerUserId: { type: DataTypes.INTEGER, allowNull: true },
  visitorKey: str(false),
  referrer: str(false),
  country: str(false),
  city: str(false),
  userAgent: str(false),
  viewedAt: date3(),
});
const projectEventFields = () => ({
  id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
  projectId: { type: DataTypes.INTEGER, allowNull: false },
  userId: { type: DataTypes.INTEGER, allowNull: true },
  createdAt: date3(),
});

/** Defines the models on one Sequelize instance (tests run several apps in one process). */
export function defineModels(sequelize: Sequelize): Models {
  const noUpdatedAt = { timestamps: true, updatedAt: false } as const;
  const User = sequelize.define<Inst<UserAttrs, UserCreation>>(
    'User',
    {
      id: pk(),
      email: str(false),
      passwordHash: str(false),
      passwordChangedAt: date3(true),
      firstName: str(false),
      lastName: str(false),
      bio: { type: DataTypes.TEXT, allowNull: true },
      location: str(),
      title: str(),
      jobTitle: str(),
      avatarKey: str(),
      headerImageKey: str(),
      skills: jsonList('skills'),
      featuredSkills: jsonList('featuredSkills'),
      githubUrl: str(),
      linkedinUrl: str(),
      youtubeUrl: str(),
      twitterUrl: str(),
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      impactScore: count(),
      reactionsViewedAt: date3(true),
      createdAt: date3(),
      updatedAt: date3(),
    },
    { tableName: 'users' },
  );
  const Project = sequelize.define<Inst<ProjectAttrs, ProjectCreation>>(
    'Project',
    {
      id: pk(),
      userId: { type: DataTypes.INTEGER, allowNull: false },
      title: str(false),
      description: { type: DataTypes.TEXT, allowNull: true },
      tags: jsonList('tags'),
      imageKey: str(),
      fileName: str(),
      fileKey: str(),
      fileType: str(),
      fileSize: numeric('fileSize'),
      projectUrl: str(),
      viewCount: count(),
      downloadCount: count(),
      likeCount: count(),
      createdAt: date3(),
      updatedAt: date3(),
    },
    { tableName: 'projects' },
  );
  const Like = sequelize.define<Inst<LikeAttrs, Optional<LikeAttrs, 'id' | 'createdAt'>>>(
    'Like',
    {
      id: pk(),
      userId: { type: DataTypes.INTEGER, allowNull: false },
      projectId: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: date3(),
    },
    { tableName: 'likes', ...noUpdatedAt },
  );
  const Comment = sequelize.define<
    Inst<CommentAttrs, Optional<CommentAttrs, 'id' | 'createdAt' | 'updatedAt'>>
  >(
    'Comment',
    {
      id: pk(),
      userId: { type: DataTypes.INTEGER, allowNull: false },
      projectId: { type: DataTypes.INTEGER, allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      createdAt: date3(),
      updatedAt: date3(),
    },
    { tableName: 'comments' },
  );
  const PortfolioView = sequelize.define<
    Inst<PortfolioViewAttrs, Optional<PortfolioViewAttrs, 'id'>>
  >(
    'PortfolioView',
    { ...viewFields(), profileUserId: { type: DataTypes.INTEGER, allowNull: false } },
    { tableName: 'portfolio_views', timestamps: false },
  );
  const ProjectView = sequelize.define<Inst<ProjectViewAttrs, Optional<ProjectViewAttrs, 'id'>>>(
    'ProjectView',
    { ...viewFields(), projectId: { type: DataTypes.INTEGER, allowNull: false } },
    { tableName: 'project_views', timestamps: false },
  );
  type EventInst = Inst<ProjectEventAttrs, Optional<ProjectEventAttrs, 'id' | 'createdAt'>>;
  const LinkClick = sequelize.define<EventInst>('LinkClick', projectEventFields(), {
    tableName: 'link_clicks',
    ...noUpdatedAt,
  });
  const Download = sequelize.define<EventInst>('Download', projectEventFields(), {
    tableName: 'downloads',
    ...noUpdatedAt,
  });
  const Session = sequelize.define<Inst<SessionAttrs>>(
    'Session',
    {
      sid: { type: DataTypes.STRING, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      data: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: date3(),
    },
    { tableName: 'sessions', timestamps: false },
  );
  const ApiToken = sequelize.define<
    Inst<ApiTokenAttrs, Optional<ApiTokenAttrs, 'id' | 'createdAt'>>
  >(
    'ApiToken',
    {
      id: pk(),
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: str(false),
      createdAt: date3(),
      expiresAt: date3(),
    },
    { tableName: 'api_tokens', ...noUpdatedAt },
  );

  User.hasMany(Project, { foreignKey: 'userId', as: 'projects' });
  Project.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Like.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Like.belongsTo(Project, { foreignKey: 'projectId', as: 'project' });
  Comment.belongsTo(User, { foreignKey: 'userId', as: 'user' });
  Comment.belongsTo(Project, { foreignKey: 'projectId', as: 'project' });
  PortfolioView.belongsTo(User, { foreignKey: 'viewerUserId', as: 'viewer' });
  PortfolioView.belongsTo(User, { foreignKey: 'profileUserId', as: 'profileUser' });
  ProjectView.belongsTo(Project, { foreignKey: 'projectId', as: 'project' });
  Download.belongsTo(Project, { foreignKey: 'projectId', as: 'project' });

  return {
    User,
    Project,
    Like,
    Comment,
    PortfolioView,
    ProjectView,
    LinkClick,
    Download,
    Session,
    ApiToken,
  };
}
