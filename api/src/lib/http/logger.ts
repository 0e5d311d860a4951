import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Paths pino removes from every log line. Passwords never reach a log call by design; these
 * cover headers and bodies that could carry credentials if someone logs them later.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

/**
 * One log line per response (level by status), with the request's method, URL and user agent.
 * With logging off (`LOG_LEVEL=silent`) every request gets the silent logger itself as `req.log`:
 * pino-http would otherwise build and serialise a child logger per request that never writes.
 */
export function requestLogger(logger: Logger): RequestHandler {
  if (logger.level === 'silent') {
    return (req, res, next) => {
      req.log = logger;
      res.log = logger;
      next();
    };
  }
  return pinoHttp({
    logger,
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: req.url,
        userAgent: req.headers['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
