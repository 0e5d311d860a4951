import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import {
  DB_RETRY_AFTER_SECONDS,
  DB_UNAVAILABLE_MESSAGE,
  describeError,
  isDatabaseUnavailable,
} from './db-errors';

export type FieldErrors = Record<string, string[]>;

/** The one error type of the API: an HTTP status and a message a person can read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Unauthorized: please sign in') =>
  new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this") =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** Turns a zod error into a 400 whose message names the first problem and lists all of them. */
export function fromZodError(error: ZodError): HttpError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  return badRequest(first ? first.message : 'Invalid input', fieldErrors);
}

/**
 * What a client is told for a library's 4xx (body parsers, static file sending): the product's
 * words by status, never the library's message, which can carry zlib text or a server path.
 */
const LIBRARY_4XX: Record<number, string> = {
  400: 'The request could not be read. Please check what was sent and try again.',
  403: 'This request is not allowed',
  404: 'Not found',
  412: 'The file changed while it was requested. Please try again.',
  416: 'The requested part of the file is not available',
};

/** Known errors thrown by body parsers and multer, mapped to statuses and readable messages. */
function fromLibraryError(err: unknown): HttpError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { type?: string; status?: number; code?: string; field?: string };
  if (e.type === 'entity.parse.failed') return badRequest('Request body is not valid JSON');
  if (typeof e.code === 'string' && e.code.startsWith('Z_')) {
    return badRequest(
      'The request body could not be decompressed: its Content-Encoding does not match it',
    );
  }
  if (e.type === 'entity.too.large' || e.status === 413) {
    return new HttpError(413, 'Request body is too large');
  }
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new HttpError(415, 'Unsupported request encoding');
  }
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    if (e.code === 'LIMIT_FILE_SIZE') return new HttpError(413, 'File is too large');
    if (e.code === 'LIMIT_UNEXPECTED_FILE') {
      return badRequest('Unexpected file field, or more than one file in a field');
    }
    return new HttpError(413, 'Upload has too many parts or fields');
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new HttpError(e.status, LIBRARY_4XX[e.status] ?? LIBRARY_4XX[400]);
  }
  return undefined;
}

export function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return fromZodError(err);
  if (isDatabaseUnavailable(err)) {
    return new HttpError(503, DB_UNAVAILABLE_MESSAGE, undefined, {
      'Retry-After': String(DB_RETRY_AFTER_SECONDS),
    });
  }
  return fromLibraryError(err);
}

/** Central error middleware: JSON `{ message, fieldErrors? }`, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const httpError = toHttpError(err);
  if (!httpError) {
    req.log?.error({ err }, 'unhandled error');
  } else if (httpError.status === 503 && isDatabaseUnavailable(err)) {
    req.log?.warn({ err: describeError(err) }, 'database unavailable');
  }
  const status = httpError?.status ?? 500;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(httpError?.headers ?? {})) res.setHeader(name, value);
  // A download that failed before sending had already named its file and type: the error is JSON.
  res.removeHeader('Content-Disposition');
  res.type('json');
  res.status(status).json({
    message: httpError?.message ?? 'Something went wrong on our side. Please try again.',
    ...(httpError?.fieldErrors ? { fieldErrors: httpError.fieldErrors } : {}),
  });
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}`));
};
