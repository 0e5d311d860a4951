// The server under test: a fresh database (SQLite file, or a database of its own on a MySQL
// server), a temp upload folder, and the API as a separate process. Also a small read-only
// database handle for checking the books.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Sequelize } from 'sequelize';

const isMysqlUrl = (url) => /^(mysql|mariadb):/.test(url ?? '');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A Sequelize handle for a `sqlite:<file>` or `mysql://` URL (the soak's own queries only). */
export function openDatabase(url) {
  if (url.startsWith('sqlite:')) {
    const storage = path.resolve(url.replace(/^sqlite:(\/\/)?/, ''));
    return new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: false,
      retry: { max: 10, match: [/SQLITE_BUSY/] },
    });
  }
  return new Sequelize(url.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
  });
}

/**
 * A fresh, empty database. `serverUrl` names a MySQL server (its database part is ignored: a
 * `stackfolio_soak_<random>` database is created there and dropped by `drop()`); without it, a
 * SQLite file in `dir`. The API migrates it when it starts.
 */
async function createFreshDatabase(serverUrl, dir) {
  if (isMysqlUrl(serverUrl)) {
    const name = `stackfolio_soak_${randomBytes(5).toString('hex')}`;
    const admin = openDatabase(serverUrl);
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return {
      url: u.toString(),
      label: `MySQL database ${name} on ${u.host}`,
      async drop() {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.close();
      },
    };
  }
  if (serverUrl && !serverUrl.startsWith('sqlite:'))
    throw new Error(`Unsupported database URL: ${serverUrl}`);
  const file = serverUrl
    ? path.resolve(serverUrl.replace(/^sqlite:(\/\/)?/, ''))
    : path.join(dir, 'soak.sqlite');
  if (fs.existsSync(file))
    throw new Error(`${file} already exists: the soak needs a fresh database`);
  return {
    url: `sqlite:${file}`,
    label: `SQLite ${file}`,
    drop: async () => fs.rmSync(file, { force: true }),
  };
}

async function waitForHealth(url, child, output, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      throw new Error(
        `the API exited (${child.exitCode}) before it answered:\n${output.join('').slice(-2000)}`,
      );
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API (`node --import tsx api/src/start.ts`, the current source) on a free port with a
 * fresh database and upload folder. Limits meant for one person (auth and view rate limits per
 * IP) are raised, since every simulated user comes from 127.0.0.1. Server log lines at level
 * `error` and above (and any other output but the start-up line) are collected in `errorLines`.
 */
export async function startServer({
  root,
  databaseServerUrl,
  scryptCost = 10,
  keepData = false,
  env = {},
  startTimeoutMs = 60_000,
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const db = await createFreshDatabase(databaseServerUrl, dir);
  const uploadDir = path.join(dir, 'uploads');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: db.url,
    UPLOAD_DIR: uploadDir,
    // Its own data folder: the notification mails of the run go to this outbox, not the repo's.
    DATA_DIR: path.join(dir, 'data'),
    SHELL_DIR: path.join(dir, 'no-shell'),
    REMOTES_DIR: path.join(dir, 'no-remotes'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SCRYPT_COST: String(scryptCost),
    AUTH_RATE_LIMIT_MAX: '100000',
    VIEW_RATE_LIMIT_MAX: '100000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'error',
    REDIS_URL: '',
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'start.ts')], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const errorLines = [];
  // A Node warning spans lines (the AWS SDK's Node-version notice has eight) up to Node's
  // "(Use `node --trace-warnings …`" hint.
  let inWarning = false;
  const collect = (chunk) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    // At LOG_LEVEL=error every JSON line is an error; anything else but the start-up line and
    // Node's own warnings (a crash, a stack trace) counts too.
    for (const line of text.split('\n')) {
      if (/^\(node:\d+\) \w*Warning/.test(line)) inWarning = true;
      if (/^\(Use `node --trace-/.test(line)) {
        inWarning = false;
        continue;
      }
      if (inWarning || !line.trim() || /^Stackfolio running at/.test(line)) continue;
      errorLines.push(line.slice(0, 500));
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  /** Stops the server as an operator would (SIGTERM: its background work finishes or waits). */
  const halt = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    }
  };
  const stop = async () => {
    await halt();
    if (!keepData) {
      await db.drop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    await waitForHealth(url, child, output, startTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    pid: child.pid,
    halt,
    databaseUrl: db.url,
    databaseLabel: db.label,
    uploadDir,
    /** The environment the server runs with (its storage settings, for the books). */
    env: serverEnv,
    dir,
    errorLines,
    stop,
  };
}
