/** The API's public surface: what the page server (@stackfolio/web), bench and soak build on. */
export { createApp, type CreateAppOptions, type FrontEndParts, type StackfolioApp } from './app';
export { runServer } from './serve';
export {
  ConfigError,
  REMOTE_NAMES,
  REPO_ROOT,
  loadConfig,
  type Config,
  type RemoteName,
} from './config';
export { hasSessionCookie, readCookie } from './components/auth';
export type { ListSlice, PageReads, SitemapEntry } from './components/pages';
export type { HandleOwner } from './components/handles/handles.repository';
export { HttpError, notFound, toHttpError } from './lib/http';

// What soak and bench check and seed the database with: the same code the server runs.
export { createSequelize } from './db/sequelize';
export { migrate } from './db/migrate';
export { defineModels } from './db/models';
export { SEED_PASSWORD, SEED_SIZES, bulkSeed, seedEmail } from './seed/bulk-seed';
export { createProjectsRepository } from './components/projects/projects.repository';
export { createUsersRepository } from './components/users/users.repository';
export { createStorage, type Storage } from './lib/storage';
export { imageKeys, parseImageInfo } from './lib/images';
