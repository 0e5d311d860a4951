import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { filesUnder, settledTempFiles } from '../helpers/files';
import { createProject } from '../helpers/projects';
import { bearer, grantAdmin, registerUser, setupTestApp } from '../helpers/test-app';
import { ENDPOINTS, type EndpointCases, type Fixtures, type Who } from './hostile-cases';

export type Harness = Awaited<ReturnType<typeof setupHostileApp>>;

/** Limits raised so the walker's hundreds of requests test validation, not rate limiting. */
const ENV = {
  AUTH_RATE_LIMIT_MAX: '100000',
  VIEW_RATE_LIMIT_MAX: '100000',
  CLIENT_ERROR_RATE_LIMIT_MAX: '100000',
};

/**
 * One app with a built-looking shell and seeded data: the owner (with a project that has a file
 * and an image, a like and a comment from the other user), another user and an admin.
 */
/** The harness seeds a database with every kind of fixture: on MySQL under load, well over 30 s. */
export const SETUP_TIMEOUT_MS = 120_000;

export async function setupHostileApp() {
  const t = await setupTestApp(ENV);
  fs.mkdirSync(t.config.shellDir, { recursive: true });
  fs.writeFileSync(
    path.join(t.config.shellDir, 'index.html'),
    '<!doctype html><html><head><title>Stackfolio</title></head><body><div id="root"></div></body></html>',
  );
  const owner = await registerUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  const other = await registerUser(t.app, { firstName: 'Oscar', lastName: 'Other' });
  const admin = await registerUser(t.app, { firstName: 'Ada', lastName: 'Admin' });
  await grantAdmin(t, admin.user.id);
  await request(t.app)
    .patch('/api/users/profile')
    .set(bearer(owner.token))
    .field('skills', '["TypeScript","SQL"]')
    .expect(200);
  const project = await createProject(t.app, owner.token, {
    title: 'Owner project',
    tags: '["react"]',
    projectUrl: 'https://example.com',
  });
  await request(t.app)
    .post(`/api/projects/${project.id}/like`)
    .set(bearer(other.token))
    .expect(200);
  const comment = await request(t.app)
    .post(`/api/projects/${project.id}/comments`)
    .set(bearer(other.token))
    .send({ content: 'Great' })
    .expect(201);
  const fixtures: Fixtures = {
    ownerId: owner.user.id,
    otherId: other.user.id,
    projectId: project.id,
    fileId: project.files[0].id,
    commentId: comment.body.id,
    ownerHandle: owner.user.handle,
    projectSlug: project.slug,
    ownerEmail: owner.credentials.email,
    ownerPassword: owner.credentials.password,
  };
  const tokens: Record<Who, string | null> = {
    anon: null,
    owner: owner.token,
    other: other.token,
    admin: admin.token,
  };
  return { t, fixtures, tokens };
}

/** "METHOD /path" for every route the app's routers declare, nested routers included. */
export function declaredEndpoints(app: Express): string[] {
  type Layer = {
    rawPath?: unknown;
    route?: { path: string | string[]; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  };
  const found = new Set<string>();
  const join = (a: string, b: string) => `${a}/${b}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const own = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      if (layer.route) {
        // A route may list several paths (e.g. one cache middleware for all the list endpoints).
        for (const routePath of ([] as string[]).concat(layer.route.path)) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all')
              found.add(`${method.toUpperCase()} ${join(prefix, routePath)}`);
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, join(prefix, own));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...found].sort();
}

/** Bookkeeping that hostile requests are meant to change: failed sign-ins count toward the limits. */
const COUNTERS = new Set(['rate_limits']);

/** Every row of every table (sorted, bookkeeping aside), and every file under the upload folder. */
/**
 * Columns a signed-in request updates whatever it asks (a token's last use, written at most once
 * a minute): a walk longer than that minute would otherwise read as a change the request made.
 */
const BOOKKEEPING: Record<string, string> = { api_tokens: 'lastUsedAt' };

export async function snapshot(h: Harness): Promise<Record<string, string[]>> {
  const { sequelize } = h.t.ctx;
  // Work a save started in the background (file previews) is not a change a request made.
  await h.t.settled();
  await settledTempFiles(h.t.ctx.storage.tempDir);
  const tables = (await sequelize.getQueryInterface().showAllTables()).map((x) =>
    typeof x === 'string' ? x : (x as { tableName: string }).tableName,
  );
  const out: Record<string, string[]> = {
    files: filesUnder(h.t.uploadDir)
      .map((f) => path.relative(h.t.uploadDir, f))
      .sort(),
  };
  for (const table of tables.sort().filter((name) => !COUNTERS.has(name))) {
    const [rows] = await sequelize.query(
      `SELECT * FROM ${sequelize.getQueryInterface().quoteIdentifier(table)}`,
    );
    out[table] = (rows as Record<string, unknown>[])
      .map((r) => JSON.stringify(table in BOOKKEEPING ? { ...r, [BOOKKEEPING[table]]: null } : r))
      .sort();
  }
  return out;
}

export function pathFor(
  key: string,
  spec: EndpointCases,
  f: Fixtures,
  hostile?: { name: string; value: string },
): string {
  const route = key.split(' ')[1];
  return route.replace(/:(\w+)/g, (_m, name: string) => {
    if (hostile && hostile.name === name) return hostile.value;
    const kind = spec.params?.[name];
    if (kind === 'project') return String(f.projectId);
    if (kind === 'owner') return String(f.ownerId);
    if (kind === 'sitemap') return '1.xml';
    if (kind === 'image') return 'neverStoredNeverStored1.png';
    if (kind === 'file') return String(f.fileId);
    if (kind === 'comment') return String(f.commentId);
    if (kind === 'handle') return `@${f.ownerHandle}`;
    if (kind === 'slug') return f.projectSlug;
    throw new Error(`no valid value for :${name} in ${key}`);
  });
}

export interface Sent {
  label: string;
  who: Who;
  expect: 'refused' | 'any';
  send: (req: request.Test) => request.Test;
  path: string;
  /** An extra check of an accepted answer; returns a problem or undefined. */
  check?: (res: request.Response) => string | undefined;
}

/** Text that must never reach a client: stack frames, SQL, driver and ORM errors, server paths. */
const LEAKS = [
  /\bat\s+\S+\s+\(?[^\s)]+:\d+:\d+\)?/,
  /Sequelize\w*Error/,
  /SQLITE_[A-Z]+/,
  /\bER_[A-Z_]{3,}/,
  /\bSELECT\s[\s\S]{0,200}\bFROM\s/i,
  /\bINSERT\s+INTO\b/i,
  /node_modules/,
  /\/src\/\w+.*\.ts\b/,
  /TypeError|ReferenceError|SyntaxError: Unexpected/,
];

/** Sends one hostile request and returns problems found (empty when the answer is acceptable). */
export async function sendAndCheck(
  h: Harness,
  key: string,
  spec: EndpointCases,
  s: Sent,
): Promise<string[]> {
  const method = key.split(' ')[0].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = request(h.t.app)[method](s.path);
  const token = h.tokens[s.who];
  if (token) req = req.set(bearer(token));
  let res: request.Response;
  try {
    res = await s.send(req);
  } catch (err) {
    // The server cut the connection (e.g. a refused 10 MB upload): no answer, nothing leaked.
    if (/ECONNRESET|EPIPE|socket hang up/.test(String(err))) return [];
    return [`${key} ${s.label} as ${s.who}: request failed: ${String(err)}`];
  }
  const problems: string[] = [];
  const where = `${key} [${s.label}] as ${s.who} (${s.path.slice(0, 80)}) → ${res.status}`;
  if (res.status >= 500) problems.push(`${where}: server error ${res.text.slice(0, 200)}`);
  if (s.expect === 'refused' && res.status < 400)
    problems.push(`${where}: accepted, expected a 4xx`);
  const text = res.text ?? '';
  const isPdf = /pdf|wordprocessingml/.test(String(res.headers['content-type']));
  for (const leak of LEAKS) {
    if (!isPdf && leak.test(text.slice(0, 200_000)))
      problems.push(`${where}: body leaks ${leak}: ${text.slice(0, 200)}`);
  }
  if (text.includes('<script>alert(1)')) problems.push(`${where}: script payload echoed unescaped`);
  if (res.status >= 400 && !spec.page && res.status !== 431) {
    const message = (res.body as { message?: unknown })?.message;
    if (
      !/json/.test(String(res.headers['content-type'])) ||
      typeof message !== 'string' ||
      !message.trim()
    ) {
      problems.push(`${where}: 4xx without a readable JSON message: ${text.slice(0, 120)}`);
    }
  }
  const extra = s.check?.(res);
  if (extra) problems.push(`${where}: ${extra}`);
  if (res.status >= 400 && spec.page && !text.trim() && res.status !== 431)
    problems.push(`${where}: empty error page`);
  return problems;
}

/** Sends every request of an endpoint, then checks nothing changed and nothing was polluted. */
export async function walk(h: Harness, key: string, requests: Sent[]): Promise<string[]> {
  const spec = ENDPOINTS[key];
  const before = await snapshot(h);
  const problems: string[] = [];
  for (const s of requests) problems.push(...(await sendAndCheck(h, key, spec, s)));
  const after = await snapshot(h);
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[table] ?? [];
    const b = after[table] ?? [];
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      const added = b.filter((x) => !a.includes(x)).slice(0, 2);
      const removed = a.filter((x) => !b.includes(x)).slice(0, 2);
      problems.push(
        `${key}: state changed in ${table}: +${JSON.stringify(added)} -${JSON.stringify(removed)}`,
      );
    }
  }
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined)
    problems.push(`${key}: Object.prototype polluted`);
  return problems;
}
