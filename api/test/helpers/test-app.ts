import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Sequelize } from 'sequelize';
import request from 'supertest';
import { createApp, type CreateAppOptions, type StackfolioApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migrate } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';
import { redisPrefixFor } from './redis-prefix';
import { fromSchemaTemplate } from './schema-template';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temp SQLite file by default, or its own
 * `stackfolio_t_<random>` database on the server named by TEST_DATABASE_URL; made from the run's
 * migrated template when there is one (helpers/schema-template.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string;
  let drop: () => Promise<void>;
  let mysql: { serverUrl: string; name: string } | undefined;
  if (serverUrl && /^(mysql|mariadb):/.test(serverUrl)) {
    const name = `stackfolio_t_${randomBytes(6).toString('hex')}`;
    mysql = { serverUrl, name };
    const admin = new Sequelize(serverUrl.replace(/^mariadb:/, 'mysql:'), { logging: false });
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.close();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-db-'));
    url = `sqlite:${path.join(dir, 'test.sqlite')}`;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!(await fromSchemaTemplate(url, mysql))) {
    const sequelize = createSequelize(url);
    await migrate(sequelize);
    await sequelize.close();
  }
  return { url, drop };
}

/** Collects pino's JSON lines so tests can inspect what was logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export interface TestApp extends StackfolioApp {
  config: Config;
  logs: LogCapture;
  uploadDir: string;
}

/** Test configuration: cheap scrypt, temp upload dir, no built front end unless given. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-files-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
    SCRYPT_COST: '10',
    LOG_LEVEL: 'info',
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    SHELL_DIR: path.join(scratch, 'shell-dist'),
    REMOTES_DIR: path.join(scratch, 'remotes'),
    // Tests write far faster than people; test/security/write-limits.test.ts sets its own limit.
    WRITE_RATE_LIMIT_MAX: '1000000',
    DATA_DIR: path.join(scratch, 'data'),
    // An in-process app's workers are woken by its own enqueues; a poll landing inside a request
    // would show up in the statement counts (test/performance). Tests of several instances set it.
    JOBS_POLL_MS: '60000',
    // Suites that mail through a real SMTP server would otherwise ask their users to confirm
    // their address; test/account/verify-email.test.ts turns confirmation on.
    EMAIL_VERIFICATION: 'off',
    // A weekly job queued at start would be in every suite's job counts; the weekly summaries'
    // own suite runs them at once (`weekly.sendNow`).
    WEEKLY_SUMMARIES: 'off',
    JOBS_REDIS_PREFIX: redisPrefixFor(databaseUrl),
    ...env,
  });
}

export async function startTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  options: Omit<CreateAppOptions, 'logDestination'> = {},
): Promise<TestApp> {
  const config = testConfig(db.url, env);
  const logs = new LogCapture();
  const handle = await createApp(config, { ...options, logDestination: logs });
  return { ...handle, config, logs, uploadDir: config.uploadDir };
}

/** One test file's app on its own database; call `done()` in afterAll. */
export async function setupTestApp(
  env: Record<string, string> = {},
  options: Omit<CreateAppOptions, 'logDestination'> = {},
) {
  const db = await createTestDatabase();
  const app = await startTestApp(db, env, options);
  return {
    ...app,
    db,
    async done() {
      await app.close();
      await db.drop();
    },
  };
}

let counter = 0;
/** A unique, valid registration payload. */
export function newUser(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    password: 'correct horse',
    ...overrides,
  };
}

/** Registers a user; returns the token and an agent that carries the session cookie. */
export async function registerUser(
  app: StackfolioApp['app'],
  overrides: Parameters<typeof newUser>[0] = {},
) {
  const body = newUser(overrides);
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/register').send(body).expect(201);
  const token = res.body.token as string;
  const me = await request(app)
    .get('/api/auth/user')
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  return {
    agent,
    token,
    user: me.body as { id: number; email: string; handle: string },
    credentials: body,
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Makes a registered user an admin, as `npm run admin -- grant` does. */
export async function grantAdmin(t: Pick<StackfolioApp, 'ctx'>, userId: number): Promise<void> {
  await t.ctx.models.User.update({ isAdmin: true }, { where: { id: userId } });
}

/** Three users of a permission test: the owner, a stranger and an admin (their tokens). */
export async function registerOwnerStrangerAdmin(t: Pick<StackfolioApp, 'app' | 'ctx'>) {
  const owner = (await registerUser(t.app)).token;
  const stranger = (await registerUser(t.app)).token;
  const admin = await registerUser(t.app);
  await grantAdmin(t, admin.user.id);
  return { owner, stranger, admin: admin.token };
}
