import pino, { type DestinationStream, type Logger } from 'pino';

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
