import type { ModelStatic, Sequelize } from 'sequelize';
import { freeHandleFor } from '../free-handle';
import { freeSlugFor } from '../free-slug';
import { defineApiToken, type ApiTokenModel } from './api-token';
import { defineAuditEntry, type AuditEntryModel } from './audit-entry';
import { defineBlock, type BlockModel } from './block';
import { defineComment, type CommentModel } from './comment';
import { defineFollow, type FollowModel } from './follow';
import { defineHandleRedirect, type HandleRedirectModel } from './handle-redirect';
import { defineLike, type LikeModel } from './like';
import { defineMessage, type MessageModel } from './message';
import { defineNotification, type NotificationModel } from './notification';
import { definePortfolioView, type PortfolioViewModel } from './portfolio-view';
import { defineProject, type ProjectModel } from './project';
import { defineProjectFile, type ProjectFileModel } from './project-file';
import { defineProjectImage, type ProjectImageModel } from './project-image';
import { defineProjectSlugRedirect, type ProjectSlugRedirectModel } from './project-slug-redirect';
import { defineProjectEvent, type ProjectEventModel } from './project-event';
import { defineProjectView, type ProjectViewModel } from './project-view';
import { defineReport, type ReportModel } from './report';
import { defineSavedSearch, type SavedSearchModel } from './saved-search';
import { defineRetiredHandle, type RetiredHandleModel } from './retired-handle';
import { defineSession, type SessionModel } from './session';
import { defineUser, type UserModel } from './user';

export type { ProjectAttrs, ProjectModel } from './project';
export type { ProjectFileAttrs } from './project-file';
export type { ProjectImageAttrs } from './project-image';
export type { UserAttrs, UserModel } from './user';
export type { ViewFields } from './view-columns';

/** The typed model set of one Sequelize instance, one model per table. */
export interface Models {
  User: ModelStatic<UserModel>;
  Project: ModelStatic<ProjectModel>;
  Like: ModelStatic<LikeModel>;
  Comment: ModelStatic<CommentModel>;
  PortfolioView: ModelStatic<PortfolioViewModel>;
  ProjectView: ModelStatic<ProjectViewModel>;
  LinkClick: ModelStatic<ProjectEventModel>;
  Download: ModelStatic<ProjectEventModel>;
  Session: ModelStatic<SessionModel>;
  ApiToken: ModelStatic<ApiTokenModel>;
  Follow: ModelStatic<FollowModel>;
  Block: ModelStatic<BlockModel>;
  HandleRedirect: ModelStatic<HandleRedirectModel>;
  RetiredHandle: ModelStatic<RetiredHandleModel>;
  ProjectSlugRedirect: ModelStatic<ProjectSlugRedirectModel>;
  ProjectImage: ModelStatic<ProjectImageModel>;
  ProjectFile: ModelStatic<ProjectFileModel>;
  Report: ModelStatic<ReportModel>;
  AuditEntry: ModelStatic<AuditEntryModel>;
  Message: ModelStatic<MessageModel>;
  Notification: ModelStatic<NotificationModel>;
  SavedSearch: ModelStatic<SavedSearchModel>;
}

/** Defines the models on one Sequelize instance (tests run several apps in one process). */
export function defineModels(sequelize: Sequelize): Models {
  const User = defineUser(sequelize);
  const Project = defineProject(sequelize);
  const Like = defineLike(sequelize);
  const Comment = defineComment(sequelize);
  const PortfolioView = definePortfolioView(sequelize);
  const ProjectView = defineProjectView(sequelize);
  const LinkClick = defineProjectEvent(sequelize, 'LinkClick', 'link_clicks');
  const Download = defineProjectEvent(sequelize, 'Download', 'downloads');
  const Session = defineSession(sequelize);
  const ApiToken = defineApiToken(sequelize);
  const Follow = defineFollow(sequelize);
  const Block = defineBlock(sequelize);
  const HandleRedirect = defineHandleRedirect(sequelize);
  const RetiredHandle = defineRetiredHandle(sequelize);
  const ProjectSlugRedirect = defineProjectSlugRedirect(sequelize);
  const ProjectImage = defineProjectImage(sequelize);
  const ProjectFile = defineProjectFile(sequelize);
  const Report = defineReport(sequelize);
  const AuditEntry = defineAuditEntry(sequelize);
  const Message = defineMessage(sequelize);
  const Notification = defineNotification(sequelize);
  const SavedSearch = defineSavedSearch(sequelize);

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
  Follow.belongsTo(User, { foreignKey: 'followerId', as: 'follower' });
  Follow.belongsTo(User, { foreignKey: 'followedId', as: 'followed' });
  Block.belongsTo(User, { foreignKey: 'blockedId', as: 'blocked' });
  Message.belongsTo(User, { foreignKey: 'senderId', as: 'sender' });
  Message.belongsTo(User, { foreignKey: 'recipientId', as: 'recipient' });
  // Every account gets a handle, whichever code creates it (sign-up, admin tools, tests).
  User.addHook('beforeCreate', async (user: UserModel) => {
    if (!user.handle)
      user.handle = await freeHandleFor({ User, HandleRedirect, RetiredHandle }, user);
  });
  // Likewise every project gets a slug, unique among its owner's projects.
  Project.addHook('beforeCreate', async (project: ProjectModel) => {
    if (!project.slug)
      project.slug = await freeSlugFor(Project, ProjectSlugRedirect, project.userId, project.title);
  });

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
    Follow,
    Block,
    HandleRedirect,
    RetiredHandle,
    ProjectSlugRedirect,
    ProjectImage,
    ProjectFile,
    Report,
    AuditEntry,
    Message,
    Notification,
    SavedSearch,
  };
}
