import fsp from 'node:fs/promises';
import path from 'node:path';
import { Op } from 'sequelize';
import type { Logger } from 'pino';
import type { Models } from '../db/models';
import { isStorageKey } from './storage';

/** Files younger than this are never swept: their upload or its transaction may still be running. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

export interface SweepResult {
  /** Files looked at (stored files and leftover temp files). */
  checked: number;
  /** Keys or temp names removed. */
  removed: string[];
}

interface Candidate {
  /** The storage key (`images/…`, `files/…`) or `tmp/<name>` for a leftover upload part. */
  name: string;
  file: string;
}

async function oldFilesIn(
  root: string,
  area: string,
  before: number,
): Promise<{ seen: number; old: Candidate[] }> {
  const dir = path.join(root, area);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return { seen: 0, old: [] };
  }
  const old: Candidate[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fsp.lstat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= before) continue;
    old.push({ name: `${area}/${name}`, file });
  }
  return { seen: names.length, old };
}

/** The keys among `keys` that a user (avatar, header) or a project (file, image) names. */
async function referenced(models: Models, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const { User, Project } = models;
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const [users, projects] = await Promise.all([
      User.findAll({
        where: { [Op.or]: [{ avatarKey: batch }, { headerImageKey: batch }] },
        attributes: ['id', 'avatarKey', 'headerImageKey'],
      }),
      Project.findAll({
        where: { [Op.or]: [{ fileKey: batch }, { imageKey: batch }] },
        attributes: ['id', 'fileKey', 'imageKey'],
      }),
    ]);
    for (const u of users) for (const k of [u.avatarKey, u.headerImageKey]) if (k) found.add(k);
    for (const p of projects) for (const k of [p.fileKey, p.imageKey]) if (k) found.add(k);
  }
  return found;
}

/**
 * Removes stored files that no row references and upload temp files left behind (a crash between
 * writing a file and committing its row), leaving anything younger than `graceMs` alone. Stored
 * files get a fresh mtime when they are adopted, so a file that a row is about to name is young.
 * Only names the storage itself creates are considered; anything else in the folder is kept.
 */
export async function sweepOrphanFiles(
  uploadDir: string,
  models: Models,
  { graceMs = ORPHAN_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<SweepResult> {
  const before = now - graceMs;
  const areas = await Promise.all(
    ['images', 'files', 'tmp'].map((a) => oldFilesIn(uploadDir, a, before)),
  );
  const checked = areas.reduce((n, a) => n + a.seen, 0);
  const old = areas.flatMap((a) => a.old);
  const stored = old.filter((c) => isStorageKey(c.name));
  const temp = old.filter(
    (c) => c.name.startsWith('tmp/') && /^tmp\/[0-9a-f]{32}\.part$/.test(c.name),
  );
  const keep = await referenced(
    models,
    stored.map((c) => c.name),
  );
  const removed: string[] = [];
  for (const c of [...stored.filter((s) => !keep.has(s.name)), ...temp]) {
    await fsp.rm(c.file, { force: true });
    removed.push(c.name);
  }
  return { checked, removed };
}

/**
 * Runs the sweep every `minutes` (0 = never) on an unref'd timer, one run at a time; returns a
 * function that stops it. Failures are logged, never thrown.
 */
export function startOrphanSweep(
  uploadDir: string,
  models: Models,
  logger: Logger,
  minutes: number,
): () => void {
  if (minutes <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrphanFiles(uploadDir, models)
      .then(({ checked, removed }) => {
        if (removed.length)
          logger.info({ checked, removed: removed.length }, 'removed orphaned upload files');
      })
      .catch((err: unknown) => logger.warn({ err }, 'orphan file sweep failed'))
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
