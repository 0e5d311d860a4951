import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { sqlOf } from './sequelize-internals';

/** How long an anonymous list response is served from memory when nothing was written meanwhile. */
export const LIST_CACHE_TTL_MS = 1000;

interface Entry {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  totalCount: string | undefined;
  storedAt: number;
}

export interface ResponseCacheOptions {
  ttlMs?: number;
  /** At most this many distinct URLs are kept (oldest dropped first). */
  maxEntries?: number;
  /**
   * Whether the request carries a session cookie: a request without one and without an
   * Authorization header cannot be signed in, so the cache can answer it before the session and
   * auth middleware run.
   */
  hasSessionCookie?: (req: Request) => boolean;
  now?: () => number;
}

export interface ResponseCache {
  /** Serves anonymous GETs (no signed-in user) of public lists from memory. */
  middleware: RequestHandler;
  /** Drops every entry; called on every write statement through this Sequelize instance. */
  invalidate(): void;
  /** Stops watching the database. */
  close(): void;
}

/** Statements that change nothing a public list shows. */
const READ_ONLY =
  /^\s*(SELECT|PRAGMA|EXPLAIN|SHOW|WITH|BEGIN|START|SAVEPOINT|RELEASE|ROLLBACK|SET)\b/i;
/**
 * Writes to these tables (sign-ins, session expiry, token use, sign-in throttling counters, the
 * tokens of mailed links, the job queue's bookkeeping) never change a public list; failed sign-ins in particular must not let
 * anyone keep the cache empty, and a password-reset request for a known address must not empty it
 * either (an observer would tell known addresses from unknown ones by the next list's headers).
 */
const PRIVATE_TABLES =
  /^\s*(INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+[`"]?(sessions|api_tokens|rate_limits|account_tokens|jobs)[`"]?\s/i;

/** Whether a statement Sequelize just ran may have changed data a cached list shows. */
export function isWrite(type: string | undefined, sql: string | undefined): boolean {
  if (type === 'SELECT' || type === 'SHOWTABLES' || type === 'DESCRIBE' || type === 'SHOWINDEXES')
    return false;
  const text = sql ?? '';
  return !READ_ONLY.test(text) && !PRIVATE_TABLES.test(text);
}

/** Express's weak ETag format, so a hit and a miss give the same validator. */
const weakEtag = (body: Buffer) =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

let instances = 0;

/**
 * A micro-cache for public lists. Every write statement run through `sequelize` (model calls, raw
 * queries, transaction commits) drops all entries at once, so on this instance a write is visible
 * to the next request; a response computed while a write happened is not stored. Other instances
 * on the same database may serve a list up to `ttlMs` (plus one refresh) old. Concurrent misses
 * for one URL share a single computation; an expired entry is served to others while one request
 * refreshes it. Only requests that cannot be signed in (no Authorization header, no session
 * cookie, no user) are served from or fill the cache, and only 200 JSON responses that set no
 * cookie are stored.
 */
export function createResponseCache(
  sequelize: Sequelize,
  options: ResponseCacheOptions = {},
): ResponseCache {
  const ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  let generation = 0;
  const hasSessionCookie = options.hasSessionCookie ?? (() => false);
  const mayBeSignedIn = (req: Request) =>
    Boolean(req.user || req.headers.authorization || hasSessionCookie(req));

  const invalidate = () => {
    generation += 1;
    entries.clear();
    pending.clear();
  };
  const hookName = `response-cache-${(instances += 1)}`;
  sequelize.addHook('afterQuery', hookName, (queryOptions, query) => {
    if (isWrite(queryOptions.type, sqlOf(query))) invalidate();
  });

  function send(res: Response, entry: Entry) {
    res.setHeader('Content-Type', entry.contentType);
    if (entry.cacheControl !== undefined) res.setHeader('Cache-Control', entry.cacheControl);
    if (entry.totalCount !== undefined) res.setHeader('X-Total-Count', entry.totalCount);
    res.setHeader('ETag', entry.etag);
    res.send(entry.body);
  }

  /** Lets the request through and stores its response if nothing was written meanwhile. */
  function fill(key: string, res: Response): void {
    const started = generation;
    let resolve!: (entry: Entry | null) => void;
    const promise = new Promise<Entry | null>((r) => (resolve = r));
    pending.set(key, promise);
    const done = (entry: Entry | null) => {
      if (pending.get(key) === promise) pending.delete(key);
      resolve(entry);
    };
    const original = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = original;
      const type = String(res.getHeader('Content-Type') ?? '');
      const storable =
        res.statusCode === 200 &&
        type.startsWith('application/json') &&
        res.getHeader('Set-Cookie') === undefined &&
        (typeof body === 'string' || Buffer.isBuffer(body));
      if (!storable) {
        done(null);
        return original(body);
      }
      const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
      const total = res.getHeader('X-Total-Count');
      const cacheControl = res.getHeader('Cache-Control');
      const entry: Entry = {
        body: buffer,
        etag: weakEtag(buffer),
        contentType: type,
        cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
        totalCount: total === undefined ? undefined : String(total),
        storedAt: now(),
      };
      if (generation === started) {
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        done(entry);
      } else {
        done(null);
      }
      res.setHeader('ETag', entry.etag);
      return original(buffer);
    };
    res.on('close', () => done(null));
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || mayBeSignedIn(req)) return next();
    const key = req.originalUrl;
    const entry = entries.get(key);
    const inFlight = pending.get(key);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < ttlMs || (inFlight && age < 2 * ttlMs)) return send(res, entry);
    }
    if (inFlight) {
      inFlight.then((shared) => (shared ? send(res, shared) : next()), next);
      return;
    }
    fill(key, res);
    next();
  };

  return {
    middleware,
    invalidate,
    close: () => sequelize.removeHook('afterQuery', hookName),
  };
}
