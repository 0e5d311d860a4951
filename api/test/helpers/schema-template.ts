import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Sequelize } from 'sequelize';
import { migrate } from '../../src/db/migrate';
import { createSequelize } from '../../src/db/sequelize';

/**
 * Every test file starts on a freshly migrated database. Migrating one takes 1.5–2.5 s on MySQL
 * (each step its own ALTER), so the run migrates once (jest's globalSetup) and each file's
 * database is made from that: a copy of the SQLite file, or the MySQL schema and rows loaded with
 * the `mysql` client from a `mysqldump` of it. Without the client tools, each file migrates.
 */
const SQLITE_TEMPLATE = 'STACKFOLIO_TEST_SQLITE_TEMPLATE';
const MYSQL_TEMPLATE = 'STACKFOLIO_TEST_MYSQL_TEMPLATE';
const MYSQL_TEMPLATE_SERVER = 'STACKFOLIO_TEST_MYSQL_TEMPLATE_SERVER';

const run = promisify(execFile);

/** The `mysql`/`mysqldump` command-line arguments that reach the server of `url`. */
function clientArgs(url: string): string[] {
  const u = new URL(url);
  return [
    '--protocol=tcp',
    `--host=${u.hostname}`,
    `--port=${u.port || '3306'}`,
    `--user=${decodeURIComponent(u.username)}`,
    ...(u.password ? [`--password=${decodeURIComponent(u.password)}`] : []),
  ];
}

/** Makes the run's templates (globalSetup): a migrated SQLite file, and a MySQL dump when a server is given. */
export async function makeSchemaTemplates(mysqlServer: string | undefined): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stackfolio-schema-'));
  const file = path.join(dir, 'template.sqlite');
  const sqlite = createSequelize(`sqlite:${file}`);
  await migrate(sqlite);
  await sqlite.close();
  process.env[SQLITE_TEMPLATE] = file;
  if (!mysqlServer) return;

  const name = `stackfolio_tpl_${process.pid}`;
  const admin = new Sequelize(mysqlServer.replace(/^mariadb:/, 'mysql:'), { logging: false });
  try {
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const u = new URL(mysqlServer);
    u.pathname = `/${name}`;
    const mysql = createSequelize(u.toString());
    await migrate(mysql);
    await mysql.close();
    const dump = path.join(dir, 'template.sql');
    const { stdout } = await run(
      'mysqldump',
      [
        ...clientArgs(mysqlServer),
        '--routines',
        '--triggers',
        '--skip-comments',
        '--skip-dump-date',
        name,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    fs.writeFileSync(dump, stdout);
    process.env[MYSQL_TEMPLATE] = dump;
    process.env[MYSQL_TEMPLATE_SERVER] = mysqlServer;
  } catch {
    // No client tools (or no rights to dump): each file migrates its own database.
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
    await admin.close();
  }
}

/** Loads `dump` into the database `name` with the `mysql` client (it reads the dump's delimiters). */
function loadDump(serverUrl: string, name: string, dump: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The child gets its own copy of the descriptor: this one is closed once it has started.
    const input = fs.openSync(dump, 'r');
    const child = spawn('mysql', [...clientArgs(serverUrl), name], {
      stdio: [input, 'ignore', 'pipe'],
    });
    fs.closeSync(input);
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`mysql < ${dump}: ${errors || code}`)),
    );
  });
}

/**
 * Gives the new, empty database `url` the migrated schema from the run's template; false when the
 * run has none for it (the caller migrates).
 */
export async function fromSchemaTemplate(
  url: string,
  mysql?: { serverUrl: string; name: string },
): Promise<boolean> {
  if (mysql) {
    const dump = process.env[MYSQL_TEMPLATE];
    if (!dump || process.env[MYSQL_TEMPLATE_SERVER] !== mysql.serverUrl) return false;
    await loadDump(mysql.serverUrl, mysql.name, dump);
    return true;
  }
  const template = process.env[SQLITE_TEMPLATE];
  if (!template || !fs.existsSync(template)) return false;
  fs.copyFileSync(template, url.slice('sqlite:'.length));
  return true;
}

/** Removes the run's templates (globalTeardown). */
export function removeSchemaTemplates(): void {
  const file = process.env[SQLITE_TEMPLATE];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
