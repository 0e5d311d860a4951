/** HTTP plumbing every router shares: errors and their responses, parameters, lists, headers, logs, shutdown. */
export {
  DB_RETRY_AFTER_SECONDS,
  DB_UNAVAILABLE_MESSAGE,
  describeError,
  isDatabaseUnavailable,
} from './db-errors';
export {
  HttpError,
  apiNotFound,
  badRequest,
  errorHandler,
  forbidden,
  notFound,
  toHttpError,
  unauthorized,
} from './errors';
export { fixedHeaders } from './fixed-headers';
export { createGracefulShutdown, installProcessHandlers } from './lifecycle';
export { createLogger, requestLogger } from './logger';
export { parsePage, sendList } from './pagination';
export { idParam } from './params';
