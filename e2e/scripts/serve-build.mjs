// Starts the production build all-in-one for the e2e suite: a fresh SQLite database and upload
// folder, and a private copy of every remote's dist (so a spec can redeploy one remote in place
// without touching the repo's build). Paths come from the environment set by playwright.config.ts.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@stackfolio/contract/registry';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const workDir = process.env.E2E_WORK_DIR;
if (!workDir) throw new Error('E2E_WORK_DIR is not set');

rmSync(workDir, { recursive: true, force: true });
mkdirSync(path.join(workDir, 'uploads'), { recursive: true });
for (const { key, folder } of REMOTES) {
  cpSync(path.join(root, folder, 'dist'), path.join(workDir, 'remotes', key), {
    recursive: true,
  });
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
if (databaseUrl.startsWith('mysql://')) {
  // A database of its own, fresh for every run.
  const { createConnection } = await import('mysql2/promise');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/';
  const connection = await createConnection(url.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  await connection.end();
}
process.env.UPLOAD_DIR = path.join(workDir, 'uploads');
// The mail outbox (without SMTP_URL) too: the run's mails stay out of the repository's data/.
process.env.DATA_DIR ??= path.join(workDir, 'data');
process.env.REMOTES_DIR = path.join(workDir, 'remotes');
await import(path.join(root, 'web', 'dist', 'start.js'));
