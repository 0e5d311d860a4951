import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Models } from '../../db/models';
import { createFileReferencesRepository } from './file-references.repository';
import { imageKeyCandidates } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** Files younger than this are never swept: their upload or its transaction may still be running. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Keys checked against the database at a time (bounded memory however big the store is). */
const BATCH = 500;

export interface SweepResult {
  /** Files looked at (stored files and leftover temp files). */
  checked: number;
  /** Keys or temp names removed. */
  removed: string[];
}

/** Upload parts multer left in this instance's temp folder (`tmp/<name>` when removed). */
async function oldTempFiles(tempDir: string, before: number) {
  const names = await fsp.readdir(tempDir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!/^[0-9a-f]{32}\.part$/.test(name)) continue;
    const stat = await fsp.lstat(path.join(tempDir, name)).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < before) old.push(name);
  }
  return { seen: names.length, old };
}

/**
 * Removes stored files that no row references and upload temp files left behind (a crash between
 * writing a file and committing its row), leaving anything younger than `graceMs` alone. A stored
 * file's time is when it was adopted (written to the bucket, or renamed and touched on disk), so a
 * file that a row is about to name is young. The store is read page by page (a bucket listing on
 * S3). Only names the storage itself creates are considered; anything else is kept.
 */
export async function sweepOrphanFiles(
  storage: Storage,
  models: Models,
  { graceMs = ORPHAN_GRACE_MS, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<SweepResult> {
  const before = now - graceMs;
  const removed: string[] = [];
  let checked = 0;
  let batch: string[] = [];
  const flush = async () => {
    // A variant (`images/<stem>-640.webp`) lives as long as a row names its image.
    const ownersOf = new Map(batch.map((k) => [k, [k, ...(imageKeyCandidates(k) ?? [])]]));
    const named = await createFileReferencesRepository(models).referenced(
      [...ownersOf.values()].flat(),
    );
    const orphan = (k: string) => !ownersOf.get(k)!.some((owner) => named.has(owner));
    for (const key of batch.filter(orphan)) {
      await storage.remove(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const entry of storage.list()) {
    checked += 1;
    if (entry.modifiedAt.getTime() >= before) continue;
    batch.push(entry.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  const temp = await oldTempFiles(storage.tempDir, before);
  for (const name of temp.old) {
    await fsp.rm(path.join(storage.tempDir, name), { force: true });
    removed.push(`tmp/${name}`);
  }
  return { checked: checked + temp.seen, removed };
}

/**
 * Runs the sweep every `minutes` (0 = never) on an unref'd timer, one run at a time; returns a
 * function that stops it and resolves once a run in progress has finished (so nothing is removed
 * after it, and the pool can close). Failures are logged, never thrown.
 */
export function startOrphanSweep(
  storage: Storage,
  models: Models,
  logger: Logger,
  minutes: number,
): () => Promise<void> {
  if (minutes <= 0) return async () => undefined;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOrphanFiles(storage, models)
      .then(({ checked, removed }) => {
        if (removed.length)
          logger.info({ checked, removed: removed.length }, 'removed orphaned upload files');
      })
      .catch((err: unknown) => logger.warn({ err }, 'orphan file sweep failed'))
      .finally(() => {
        running = null;
      });
  }, minutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
