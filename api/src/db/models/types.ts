import type { Model, ModelStatic, Optional } from 'sequelize';

/** Row shapes of every table, and the typed model set `defineModels` returns. */
export interface UserAttrs {
  id: number;
  email: string;
  passwordHash: string;
  passwordChangedAt: Date | null;
  firstName: string;
  lastName: string;
  bio: string | null;
  location: string | null;
  title: string | null;
  jobTitle: string | null;
  avatarKey: string | null;
  headerImageKey: string | null;
  skills: string[];
  featuredSkills: string[];
  githubUrl: string | null;
  linkedinUrl: string | null;
  youtubeUrl: string | null;
  twitterUrl: string | null;
  isAdmin: boolean;
  impactScore: number;
  reactionsViewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type UserCreation = Optional<
  UserAttrs,
  | 'id'
  | 'passwordChangedAt'
  | 'bio'
  | 'location'
  | 'title'
  | 'jobTitle'
  | 'avatarKey'
  | 'headerImageKey'
  | 'skills'
  | 'featuredSkills'
  | 'githubUrl'
  | 'linkedinUrl'
  | 'youtubeUrl'
  | 'twitterUrl'
  | 'isAdmin'
  | 'impactScore'
  | 'reactionsViewedAt'
  | 'createdAt'
  | 'updatedAt'
>;

export interface ProjectAttrs {
  id: number;
  userId: number;
  title: string;
  description: string | null;
  tags: string[];
  imageKey: string | null;
  fileName: string | null;
  fileKey: string | null;
  fileType: string | null;
  fileSize: number | null;
  projectUrl: string | null;
  viewCount: number;
  downloadCount: number;
  likeCount: number;
  createdAt: Date;
  updatedAt: Date;
}
export type ProjectCreation = Optional<
  ProjectAttrs,
  | 'id'
  | 'description'
  | 'tags'
  | 'imageKey'
  | 'fileName'
  | 'fileKey'
  | 'fileType'
  | 'fileSize'
  | 'projectUrl'
  | 'viewCount'
  | 'downloadCount'
  | 'likeCount'
  | 'createdAt'
  | 'updatedAt'
>;

export interface LikeAttrs {
  id: number;
  userId: number;
  projectId: number;
  createdAt: Date;
}
export interface CommentAttrs {
  id: number;
  userId: number;
  projectId: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}
export interface ViewAttrs {
  id: number;
  viewerUserId: number | null;
  visitorKey: string;
  referrer: string;
  country: string;
  city: string;
  userAgent: string;
  viewedAt: Date;
}
export interface PortfolioViewAttrs extends ViewAttrs {
  profileUserId: number;
}
export interface ProjectViewAttrs extends ViewAttrs {
  projectId: number;
}
export interface ProjectEventAttrs {
  id: number;
  projectId: number;
  userId: number | null;
  createdAt: Date;
}
export interface SessionAttrs {
  sid: string;
  userId: number | null;
  data: string;
  expiresAt: Date;
}
export interface ApiTokenAttrs {
  id: number;
  userId: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export type Inst<A extends object, C extends object = A> = Model<A, C> & A;
export type Static<A extends object, C extends object = A> = ModelStatic<Inst<A, C>>;

export interface Models {
  User: Static<UserAttrs, UserCreation>;
  Project: Static<ProjectAttrs, ProjectCreation>;
  Like: Static<LikeAttrs, Optional<LikeAttrs, 'id' | 'createdAt'>>;
  Comment: Static<CommentAttrs, Optional<CommentAttrs, 'id' | 'createdAt' | 'updatedAt'>>;
  PortfolioView: Static<PortfolioViewAttrs, Optional<PortfolioViewAttrs, 'id'>>;
  ProjectView: Static<ProjectViewAttrs, Optional<ProjectViewAttrs, 'id'>>;
  LinkClick: Static<ProjectEventAttrs, Optional<ProjectEventAttrs, 'id' | 'createdAt'>>;
  Download: Static<ProjectEventAttrs, Optional<ProjectEventAttrs, 'id' | 'createdAt'>>;
  Session: Static<SessionAttrs>;
  ApiToken: Static<ApiTokenAttrs, Optional<ApiTokenAttrs, 'id' | 'createdAt'>>;
}
