import session, { type Store } from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { SequelizeSessionStore } from './session-store';

export const SESSION_COOKIE = 'stackfolio.sid';

/** The raw (still URI-encoded) value of cookie `name` in the Cookie header, or undefined. */
function rawCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The value of cookie `name` on this request (URI-decoded), or undefined; a malformed value counts as absent. */
export function readCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  const raw = rawCookie(req, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Whether the request carries a session cookie (valid or not: the session middleware decides that). */
export const hasSessionCookie = (req: Pick<Request, 'headers'>): boolean =>
  rawCookie(req, SESSION_COOKIE) !== undefined;

export interface SessionSetup {
  middleware: RequestHandler;
  close(): Promise<void>;
}

async function createRedisStore(url: string): Promise<{ store: Store; close(): Promise<void> }> {
  const [{ createClient }, { RedisStore }] = await Promise.all([
    import('redis'),
    import('connect-redis'),
  ]);
  const client = createClient({ url });
  await client.connect();
  return {
    store: new RedisStore({ client, prefix: 'stackfolio:sess:' }),
    close: async () => void (await client.quit()),
  };
}

/**
 * express-session with the database store (or Redis when REDIS_URL is set). Idle timeout is the
 * cookie's rolling max age; the absolute timeout is checked by sessionFreshness.
 */
export async function createSession(ctx: AppContext): Promise<SessionSetup> {
  const { config } = ctx;
  let store: Store;
  let close: () => Promise<void>;
  if (config.redisUrl) {
    ({ store, close } = await createRedisStore(config.redisUrl));
  } else {
    const dbStore = new SequelizeSessionStore(ctx.models, config.sessionIdleMs);
    const timer = setInterval(() => {
      dbStore.prune().catch((err) => ctx.logger.warn({ err }, 'session prune failed'));
    }, 60 * 60_000);
    timer.unref();
    store = dbStore;
    close = async () => clearInterval(timer);
  }
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: config.sessionIdleMs,
      path: '/',
    },
  });
  return { middleware, close };
}
