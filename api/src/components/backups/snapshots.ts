import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { dateText } from '../../db/fast-read';
import { createMigrator } from '../../db/migrate';
import { copyStorage, createDiskStorage, type Storage } from '../../lib/storage';

/**
 * A snapshot: `manifest.json` (written last: a folder without one is an unfinished snapshot),
 * `database/<table>.jsonl` (a line of column names, then one JSON array per row) and `files/`
 * (every stored object under its key), each with its SHA-256 in the manifest.
 */
export interface Manifest {
  format: 'stackfolio-backup';
  version: 1;
  createdAt: string;
  dialect: string;
  /** The last migration the database had applied: a restore needs code at the same one. */
  migration: string;
  tables: Array<{ name: string; rows: number; sha256: string }>;
  files: Array<{ key: string; size: number; sha256: string }>;
}

/**
 * State that is not worth restoring (sign-in sessions, rate-limit counters, the job queue: a
 * restored mail job could send a mail twice) and what the database derives itself (search
 * indexes, kept by triggers as rows are restored).
 */
const EPHEMERAL = ['sessions', 'rate_limits', 'jobs'];
const LEFT_OUT = new Set([...EPHEMERAL, 'schema_migrations', 'sqlite_sequence']);
/** Kept by triggers on users as their rows are restored; emptied first, as they are not written. */
const KEPT_BY_TRIGGERS = ['profile_facets'];
const isDerived = (table: string) => /_fts($|_)/.test(table) || KEPT_BY_TRIGGERS.includes(table);
/** Restored in this order: triggers on the others read users and projects. */
const FIRST = ['users', 'projects'];
/** Filled by triggers as views are restored, so emptied and restored exactly, last. */
const LAST = ['analytics_visitors'];

const sha256File = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Dates and bytes tagged so that a restore writes them back as what they were. */
function encode(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  // A JSON column the driver parsed: written back as its text.
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}
function decode(sequelize: Sequelize, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const tagged = value as { $date?: string; $base64?: string };
  // As text with its milliseconds (a Date escaped by Sequelize for MySQL loses them).
  if (typeof tagged.$date === 'string') return dateText(sequelize, new Date(tagged.$date));
  if (typeof tagged.$base64 === 'string') return Buffer.from(tagged.$base64, 'base64');
  throw new Error('the snapshot holds a value it cannot restore');
}

async function allTables(sequelize: Sequelize): Promise<string[]> {
  const rows = await sequelize.query<{ name: string }>(
    sequelize.getDialect() === 'sqlite'
      ? "SELECT name FROM sqlite_master WHERE type = 'table'"
      : "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'",
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.name);
}

/** The tables a snapshot holds, in the order a restore writes them. */
function tablesOf(all: string[]): string[] {
  const names = all.filter((n) => !LEFT_OUT.has(n) && !isDerived(n));
  const rank = (n: string) =>
    FIRST.includes(n) ? FIRST.indexOf(n) - 10 : LAST.includes(n) ? 10 : 0;
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const quote = (sequelize: Sequelize, name: string) =>
  sequelize.getQueryInterface().quoteIdentifier(name);

async function lastMigration(sequelize: Sequelize): Promise<string> {
  const executed = await createMigrator(sequelize).executed();
  const last = executed.at(-1)?.name;
  if (!last) throw new Error('The database has no schema to back up');
  return last;
}

/**
 * Writes one consistent snapshot of the database (every table read in one transaction: a
 * repeatable read on MySQL, one read snapshot on SQLite) and of the stored files into a new
 * folder under `dir`; returns its path. Files are copied after the rows were read, so each row's
 * files are there (a file deleted in between can only be one its row no longer names).
 */
export async function backup(sequelize: Sequelize, storage: Storage, dir: string): Promise<string> {
  const createdAt = new Date();
  const name = `stackfolio-${createdAt.toISOString().replace(/[:.]/g, '-')}`;
  const partial = path.join(dir, `${name}.partial`);
  const target = path.join(dir, name);
  await mkdir(path.join(partial, 'database'), { recursive: true });
  try {
    const migration = await lastMigration(sequelize);
    const tables: Manifest['tables'] = [];
    const options =
      sequelize.getDialect() === 'sqlite'
        ? {}
        : { isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ };
    await sequelize.transaction(options, async (transaction) => {
      for (const table of tablesOf(await allTables(sequelize))) {
        const file = path.join(partial, 'database', `${table}.jsonl`);
        const out = createWriteStream(file);
        let rows = 0;
        let columns: string[] | null = null;
        // Paged by offset inside the one snapshot: memory stays flat however large the table.
        for (let offset = 0; ; offset += 1000) {
          const page = await sequelize.query<Record<string, unknown>>(
            `SELECT * FROM ${quote(sequelize, table)} LIMIT 1000 OFFSET ${offset}`,
            { type: QueryTypes.SELECT, transaction },
          );
          if (!columns) {
            columns = page[0] ? Object.keys(page[0]) : [];
            out.write(`${JSON.stringify(columns)}\n`);
          }
          for (const row of page)
            out.write(`${JSON.stringify(columns.map((c) => encode(row[c])))}\n`);
          rows += page.length;
          if (page.length < 1000) break;
        }
        out.end();
        await finished(out);
        tables.push({ name: table, rows, sha256: await sha256File(file) });
      }
    });
    const filesDir = path.join(partial, 'files');
    const copy = createDiskStorage(filesDir);
    try {
      await copyStorage(storage, copy);
      const files: Manifest['files'] = [];
      for await (const entry of copy.list()) {
        files.push({
          key: entry.key,
          size: entry.size,
          sha256: await sha256File(path.join(filesDir, entry.key)),
        });
      }
      const manifest: Manifest = {
        format: 'stackfolio-backup',
        version: 1,
        createdAt: createdAt.toISOString(),
        dialect: sequelize.getDialect(),
        migration,
        tables,
        files: files.sort((a, b) => a.key.localeCompare(b.key)),
      };
      await writeFile(
        path.join(partial, 'manifest.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    } finally {
      copy.close();
    }
    await rename(partial, target);
    return target;
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** The snapshot's manifest once every file it names is there with its checksum; throws otherwise. */
export async function verifySnapshot(snapshot: string): Promise<Manifest> {
  const manifestFile = path.join(snapshot, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${snapshot} is not a complete snapshot (it has no manifest.json)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${snapshot}: manifest.json is not readable`);
  }
  if (manifest.format !== 'stackfolio-backup' || manifest.version !== 1)
    throw new Error(`${snapshot} is not a Stackfolio snapshot this version can read`);
  const check = async (file: string, sha256: string, what: string) => {
    if (!existsSync(file) || (await sha256File(file)) !== sha256)
      throw new Error(`The snapshot is damaged: ${what} is missing or changed`);
  };
  for (const table of manifest.tables)
    await check(
      path.join(snapshot, 'database', `${table.name}.jsonl`),
      table.sha256,
      `table ${table.name}`,
    );
  for (const file of manifest.files)
    await check(path.join(snapshot, 'files', file.key), file.sha256, `file ${file.key}`);
  return manifest;
}

/**
 * Brings a verified snapshot into this database (migrated to the snapshot's migration) and store.
 * Refuses a database that holds accounts, or a store that holds files, unless `force` (then
 * their rows and files are replaced). Nothing is touched before the snapshot is verified; the
 * rows are written in one transaction.
 */
export async function restore(
  sequelize: Sequelize,
  storage: Storage,
  snapshot: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ rows: number; files: number }> {
  const manifest = await verifySnapshot(snapshot);
  if (manifest.dialect !== sequelize.getDialect())
    throw new Error(
      `The snapshot is of a ${manifest.dialect} database, this one is ${sequelize.getDialect()}`,
    );
  const migration = await lastMigration(sequelize);
  if (migration !== manifest.migration)
    throw new Error(
      `The snapshot was made at migration ${manifest.migration}, this database is at ${migration}: restore with the version that made it`,
    );
  const [{ n }] = await sequelize.query<{ n: unknown }>('SELECT COUNT(*) AS n FROM users', {
    type: QueryTypes.SELECT,
  });
  let storeHasFiles = false;
  for await (const _ of storage.list()) {
    storeHasFiles = true;
    break;
  }
  if ((Number(n) > 0 || storeHasFiles) && !force)
    throw new Error(
      'The database or the file store is not empty: restore into empty ones, or add --force to replace them',
    );

  const present = await allTables(sequelize);
  const tables = tablesOf(present);
  const known = new Set(tables);
  for (const table of manifest.tables)
    if (!known.has(table.name))
      throw new Error(`The snapshot has a table this database lacks: ${table.name}`);
  const mysql = sequelize.getDialect() !== 'sqlite';
  let restored = 0;
  await sequelize.transaction(async (transaction) => {
    const run = (sql: string, replacements?: unknown[]) =>
      sequelize.query(sql, { transaction, ...(replacements && { replacements }) });
    // Checked again when the transaction commits (SQLite) or not at all while it writes (MySQL).
    await run(mysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA defer_foreign_keys = ON');
    try {
      for (const table of [...tables].reverse())
        await run(`DELETE FROM ${quote(sequelize, table)}`);
      // Sessions, counters and jobs of what was there before would act on the restored accounts
      // that reuse its ids (a session signed in as someone else, a mail to the wrong person).
      for (const table of [...EPHEMERAL, ...KEPT_BY_TRIGGERS].filter((t) => present.includes(t)))
        await run(`DELETE FROM ${quote(sequelize, table)}`);
      for (const { name } of manifest.tables) {
        if (LAST.includes(name)) await run(`DELETE FROM ${quote(sequelize, name)}`);
        const lines = createInterface({
          input: createReadStream(path.join(snapshot, 'database', `${name}.jsonl`)),
          crlfDelay: Infinity,
        });
        let columns: string[] | null = null;
        let batch: unknown[][] = [];
        const flush = async () => {
          if (!batch.length || !columns) return;
          const marks = `(${columns.map(() => '?').join(', ')})`;
          await run(
            `INSERT INTO ${quote(sequelize, name)} (${columns.map((c) => quote(sequelize, c)).join(', ')}) VALUES ${batch.map(() => marks).join(', ')}`,
            batch.flat(),
          );
          restored += batch.length;
          batch = [];
        };
        for await (const line of lines) {
          if (!line) continue;
          const values = JSON.parse(line) as unknown[];
          if (!columns) columns = values as string[];
          else batch.push(values.map((v) => decode(sequelize, v)));
          if (batch.length === 200) await flush();
        }
        await flush();
      }
    } finally {
      if (mysql) await run('SET FOREIGN_KEY_CHECKS = 1');
    }
  });
  if (force) for await (const entry of storage.list()) await storage.remove(entry.key);
  const from = createDiskStorage(path.join(snapshot, 'files'));
  try {
    await copyStorage(from, storage);
  } finally {
    from.close();
  }
  return { rows: restored, files: manifest.files.length };
}

/** Snapshots under `dir`, oldest first (finished ones only). */
export async function snapshotsIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => /^stackfolio-[\dT-]+Z$/.test(n)).sort();
  return names.map((n) => path.join(dir, n));
}
