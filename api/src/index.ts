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
export {
  SEO_LIST_LIMIT,
  type ListSlice,
  type PageReads,
  type ProfileSummary,
  type SitemapEntry,
} from './components/pages';
export type { HandleOwner } from './components/handles/handles.repository';
export { HttpError, notFound, toHttpError } from './lib/errors';
