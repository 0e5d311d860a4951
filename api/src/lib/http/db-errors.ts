import { ConnectionError } from 'sequelize';

/** Seconds a client is told to wait (`Retry-After`) while the database is unavailable. */
export const DB_RETRY_AFTER_SECONDS = 5;

export const DB_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (database unreachable). Please try again in a few seconds.';

/** Low-level codes that mean "the database cannot be reached right now", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ESOCKET',
  'ECIRCUITOPEN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

/** Sequelize error names of the connection family (ConnectionError and its subclasses). */
const CONNECTION_ERROR_NAMES =
  /^Sequelize(Connection|ConnectionRefused|ConnectionTimedOut|ConnectionAcquireTimeout|HostNotFound|HostNotReachable|InvalidConnection|AccessDenied)Error$/;

function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; parent?: { code?: unknown }; original?: { code?: unknown } };
  for (const c of [e.code, e.parent?.code, e.original?.code]) if (typeof c === 'string') return c;
  return undefined;
}

/**
 * True when an error means the database is unreachable or lost the connection (as opposed to a
 * bad query or a constraint): such errors become 503 + Retry-After in the error handler.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  if (err instanceof ConnectionError) return true;
  const e = err as { name?: unknown; message?: unknown };
  if (typeof e.name === 'string' && CONNECTION_ERROR_NAMES.test(e.name)) return true;
  const code = codeOf(err);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  // mysql2 reports a query on a connection that already died this way, without a code.
  return (
    typeof e.message === 'string' &&
    /connection is in closed state|Connection lost/i.test(e.message)
  );
}

/** A log-safe summary of an error: type, message (credentials in URLs masked), code, where. */
export function describeError(err: unknown): {
  type: string;
  message: string;
  code?: string;
  at?: string;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err).slice(0, 500) };
  const at = err.stack
    ?.split('\n')
    .find((l) => l.trim().startsWith('at '))
    ?.trim();
  return {
    type: err.name,
    message: err.message.replace(/\/\/[^/@\s]+@/g, '//[redacted]@').slice(0, 500),
    ...(codeOf(err) ? { code: codeOf(err) } : {}),
    ...(at ? { at } : {}),
  };
}
