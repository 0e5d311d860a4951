// Starting and stopping the processes the benchmark measures.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * The production server (all-in-one) on its own port, database and upload folder: never the
 * developer's `data/uploads`, whose files the bench database doesn't reference (the orphan sweep
 * would take them for orphans; it is off here too).
 */
export async function startStackfolio(databaseUrl) {
  const port = await freePort();
  // One address for the browser and PUBLIC_URL: the API's Origin check refuses a page loaded from
  // 127.0.0.1 when PUBLIC_URL says localhost (view tracking answered a silent 403).
  const url = `http://127.0.0.1:${port}`;
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'stackfolio-bench-uploads-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'web', 'dist', 'start.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      ORPHAN_SWEEP_MINUTES: '0',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-000',
      PUBLIC_URL: url,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '100000',
      VIEW_RATE_LIMIT_MAX: '100000',
      WRITE_RATE_LIMIT_MAX: '1000000',
      SCRYPT_COST: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/api/health`, child);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stop(child);
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * A baseline server: bare Express or node:http serving the file `source` from memory, or
 * (`static`) the folder `source` as compressed static files (the floor page).
 */
export async function startBaseline(kind, source) {
  const port = await freePort();
  const child = fork(
    path.join(ROOT, 'bench', 'baseline-server.mjs'),
    [kind, String(port), source],
    { stdio: 'ignore' },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} baseline exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
