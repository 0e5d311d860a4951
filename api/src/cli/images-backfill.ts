import { buffer } from 'node:stream/consumers';
import { Op, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { createProjectContentRepository } from '../components/projects/project-content.repository';
import type { Models } from '../db/models';
import { HttpError } from '../lib/http';
import {
  IMAGE_JOB_LIMIT,
  removeImage,
  storeImage,
  type ImageKind,
  type StoredImage,
} from '../lib/images';
import type { Storage } from '../lib/storage';
import { afterCommit, inTransaction, lockRows } from '../db/transactions';

/** Rows read at a time (by id): memory stays flat however many images there are. */
export const BACKFILL_PAGE_SIZE = 100;

/** One column pair that names an image: its key and its info (null until processed). */
interface ImageColumn {
  kind: ImageKind;
  label: string;
  model: ModelStatic<Model>;
  key: string;
  info: string;
  /** Points the row at the processed image (by default: the key and info columns). */
  write?: (id: number, oldKey: string, stored: StoredImage) => Promise<void>;
}

const columnsOf = (models: Models): ImageColumn[] => [
  {
    kind: 'project',
    label: 'project',
    model: models.Project,
    key: 'imageKey',
    info: 'imageInfo',
    // The projects row mirrors its cover: the gallery row changes, and the mirror with it.
    write: (id, oldKey, stored) =>
      createProjectContentRepository(models).replaceImage(id, oldKey, stored),
  },
  {
    kind: 'avatar',
    label: 'avatar of user',
    model: models.User,
    key: 'avatarKey',
    info: 'avatarInfo',
  },
  {
    kind: 'header',
    label: 'header image of user',
    model: models.User,
    key: 'headerImageKey',
    info: 'headerImageInfo',
  },
];

export interface BackfillResult {
  processed: Record<ImageKind, number>;
  /** Already processed before this run, or replaced by their owner while this run worked. */
  skipped: number;
  /** Rows left as they were: the original is missing or sharp cannot decode it. */
  failed: string[];
}

export interface BackfillOptions {
  /** Called with a progress line after each page, and with each failure. */
  progress?: (line: string) => void;
  pageSize?: number;
}

/** Whether `err` means "this original cannot become variants" rather than "the run cannot go on". */
const isUnusableOriginal = (err: unknown) =>
  err instanceof HttpError && (err.status === 415 || err.status === 404);

/**
 * Runs every image stored before the pipeline existed (key set, info NULL) through the upload
 * pipeline: reads the original from the store, writes its variants under a new key, then points
 * the row at them; the original goes once that row has committed. Resumable: a row is done
 * exactly when its info is set, so a crash leaves at worst unnamed new files (the orphan sweep
 * removes them) or an unnamed old original (likewise), and a rerun finishes the rest.
 */
export async function backfillImages(
  sequelize: Sequelize,
  models: Models,
  storage: Storage,
  { progress = () => undefined, pageSize = BACKFILL_PAGE_SIZE }: BackfillOptions = {},
): Promise<BackfillResult> {
  const columns = columnsOf(models);
  const result: BackfillResult = {
    processed: { project: 0, avatar: 0, header: 0 },
    skipped: 0,
    failed: [],
  };
  let total = 0;
  for (const c of columns) {
    total += await c.model.count({ where: { [c.key]: { [Op.ne]: null }, [c.info]: null } });
    result.skipped += await c.model.count({
      where: { [c.key]: { [Op.ne]: null }, [c.info]: { [Op.ne]: null } },
    });
  }
  const done = () => Object.values(result.processed).reduce((a, b) => a + b, 0);

  /** Processes one row; false when the row changed meanwhile (its new files are removed). */
  async function backfillRow(c: ImageColumn, id: number, oldKey: string): Promise<boolean> {
    const original = await buffer((await storage.open(oldKey)).body);
    const stored = await storeImage(storage, original, c.kind);
    let updated: boolean;
    try {
      updated = await inTransaction(sequelize, async () => {
        await lockRows(c.model, [id]);
        // The owner may have replaced or removed the image while it was being processed.
        const row = await c.model.findByPk(id, { attributes: ['id', c.key, c.info] });
        if (!row || row.get(c.key) !== oldKey || row.getDataValue(c.info) !== null) return false;
        if (c.write) await c.write(id, oldKey, stored);
        else
          await c.model.update({ [c.key]: stored.key, [c.info]: stored.info }, { where: { id } });
        // Removals after commit: a rollback must leave the original the row still names.
        if (oldKey !== stored.key) {
          afterCommit(() =>
            storage.remove(oldKey).catch((err: Error) => {
              progress(
                `images: could not remove ${oldKey} (the orphan sweep will): ${err.message}`,
              );
            }),
          );
        }
        return true;
      });
    } catch (err) {
      await removeImage(storage, stored.key, stored.info).catch(() => undefined);
      throw err;
    }
    if (!updated) await removeImage(storage, stored.key, stored.info);
    return updated;
  }

  for (const c of columns) {
    let after = 0;
    for (;;) {
      const rows = await c.model.findAll({
        where: { id: { [Op.gt]: after }, [c.key]: { [Op.ne]: null }, [c.info]: null },
        attributes: ['id', c.key],
        order: [['id', 'ASC']],
        limit: pageSize,
      });
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1].get('id'));
      const queue = [...rows];
      let fatal: unknown;
      const failedIds: number[] = [];
      // As many rows at once as the pipeline runs jobs: each holds its original in memory.
      const worker = async () => {
        for (let row = queue.shift(); row && !fatal; row = queue.shift()) {
          const id = Number(row.get('id'));
          try {
            if (await backfillRow(c, id, String(row.get(c.key)))) result.processed[c.kind] += 1;
            else result.skipped += 1;
          } catch (err) {
            // Anything but a bad original (store down, database gone) stops the run: rerun it.
            if (!isUnusableOriginal(err)) fatal ??= err;
            else {
              failedIds.push(id);
              progress(`images: ${c.label} ${id} left as it is: ${(err as Error).message}`);
            }
          }
        }
      };
      await Promise.all(Array.from({ length: IMAGE_JOB_LIMIT }, worker));
      if (fatal) throw fatal;
      // In id order, whichever worker finished first.
      result.failed.push(...failedIds.sort((a, b) => a - b).map((id) => `${c.label} ${id}`));
      progress(`images: ${done()}/${total} processed, ${result.failed.length} failed`);
    }
  }
  return result;
}

/** The line the admin command prints. */
export function describeBackfill({ processed, skipped, failed }: BackfillResult): string {
  const n = processed.project + processed.avatar + processed.header;
  const which = failed.length ? ` (${failed.join(', ')})` : '';
  return (
    `Processed ${n} images (${processed.avatar} avatars, ${processed.header} headers), ` +
    `skipped ${skipped} already done, ${failed.length} could not be decoded${which}`
  );
}
