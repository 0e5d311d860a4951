import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  type PreviewKind,
  type PreviewState,
} from '@stackfolio/contract';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/http';
import type { PreviewPool } from './preview-pool';
import { createPreviewsRepository, type PreviewFile } from './previews.repository';

/** What a preview page shows: the HTML once made, else why there is none yet or at all. */
export interface PreviewAnswer {
  state: PreviewState;
  kind: PreviewKind;
  html: string | null;
  note: string | null;
}

const NOTE_MAX = 300;

export function createPreviewsService(ctx: AppContext, pool: PreviewPool) {
  const repo = createPreviewsRepository(ctx.models);
  const { storage, logger } = ctx;
  let draining: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  async function read(key: string): Promise<Buffer> {
    return buffer((await storage.open(key)).body);
  }

  /** Stores made HTML beside the file (folder or bucket) under a new key. */
  async function store(html: string): Promise<string> {
    const dir = await fs.mkdtemp(path.join(storage.tempDir || os.tmpdir(), 'preview-'));
    const file = path.join(dir, 'preview.html');
    try {
      await fs.writeFile(file, html);
      return await storage.adopt(file, 'files', 'html');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  async function make(file: PreviewFile): Promise<void> {
    let result: {
      previewState: PreviewState;
      previewKey: string | null;
      previewNote: string | null;
    };
    try {
      const preview = await pool.render({ name: file.name, data: await read(file.fileKey) });
      if ('reason' in preview) {
        result = {
          previewState: 'none',
          previewKey: null,
          previewNote: preview.reason.slice(0, NOTE_MAX),
        };
      } else {
        const previewKey = preview.html ? await store(preview.html) : null;
        result = { previewState: 'ready', previewKey, previewNote: null };
      }
    } catch (err) {
      // Stopping: the file stays waiting, and the next start makes its preview.
      if (stopping) return;
      logger.warn({ err, fileId: file.id }, 'a file preview could not be made');
      result = { previewState: 'failed', previewKey: null, previewNote: null };
    }
    if (!(await repo.finish(file.id, result))) await storage.remove(result.previewKey);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      let after = 0;
      for (
        let file = await repo.nextPending(after);
        file && !stopping;
        file = await repo.nextPending(after)
      ) {
        after = file.id;
        await make(file);
      }
    } while (again);
  }

  return {
    /**
     * Makes every waiting preview, one at a time, off the request path; called at start (a
     * crash leaves previews waiting, never lost) and after each upload. Never throws.
     */
    nudge(): Promise<void> {
      if (stopping) return Promise.resolve();
      if (draining) {
        again = true;
        return draining;
      }
      draining = drain()
        .catch((err: unknown) => logger.error({ err }, 'making file previews failed'))
        .finally(() => {
          draining = null;
        });
      return draining;
    },

    /** Resolves once no preview is being made (tests compare what the store holds after). */
    async settled(): Promise<void> {
      while (draining) await draining;
    },

    /** Stops making previews (what is waiting stays waiting) and waits for the current one. */
    async stop(): Promise<void> {
      stopping = true;
      await pool.close();
      await draining;
    },

    /** A file's preview, or one entry of a zip archive's, made on demand within the caps. */
    async preview(projectId: number, fileId: number, entry?: string): Promise<PreviewAnswer> {
      const file = await repo.find(projectId, fileId);
      if (!file) throw notFound(PROJECT_CONTENT_MESSAGES.fileNotFound);
      if (entry === undefined) {
        const stored =
          file.previewState === 'ready' && file.previewKey
            ? (await read(file.previewKey)).toString('utf8')
            : null;
        // A zip's entries link relative to the archive's own address (…/files/{name}/{entry}).
        const html =
          stored && file.previewKind === 'zip'
            ? stored.replace(/ href="(?!#)/g, ` href="${encodeURIComponent(file.name)}/`)
            : stored;
        return { state: file.previewState, kind: file.previewKind, html, note: file.previewNote };
      }
      if (file.previewKind !== 'zip')
        throw new HttpError(400, PROJECT_CONTENT_MESSAGES.notAnArchive);
      const preview = await pool
        .render({
          name: file.name,
          data: await read(file.fileKey),
          entry,
          maxBytes: PROJECT_CONTENT_LIMITS.previewTextBytes,
        })
        .catch((err: unknown) => {
          logger.info({ err, fileId, entry }, 'an archive entry has no preview');
          return { kind: 'none' as const, reason: PROJECT_CONTENT_MESSAGES.noPreview };
        });
      return 'reason' in preview
        ? { state: 'none', kind: 'none', html: null, note: preview.reason }
        : { state: 'ready', kind: preview.kind, html: preview.html, note: null };
    },
  };
}

export type PreviewsService = ReturnType<typeof createPreviewsService>;
