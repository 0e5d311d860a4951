import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  previewKindOf,
} from '@stackfolio/contract';
import type { Logger } from 'pino';
import { HttpError, badRequest } from '../../lib/http';
import { imageKeys, storeImage } from '../../lib/images';
import { checkProjectFile } from '../../lib/uploads';
import type { Storage } from '../../lib/storage';
import { checkImage, checkMainFile, type CheckedFile, type TempFile } from '../../lib/uploads';
import type { NewProjectFile, NewProjectImage } from './project-content.repository';

/** The file parts of a project form: an older client's `file` and `image`, and the lists. */
export interface ProjectParts {
  file?: TempFile;
  image?: TempFile;
  files: TempFile[];
  images: TempFile[];
}

/** New content, checked and stored before any row names it. */
export interface StoredParts {
  /** From `image`: the (new) cover. */
  cover?: NewProjectImage;
  /** From `file`: the (new) first file. */
  first?: NewProjectFile;
  images: NewProjectImage[];
  files: NewProjectFile[];
  /** Every key written: removed if the rows naming them do not commit. */
  written: string[];
}

const { tooManyFiles, tooManyImages, filesTooLarge, altRequired, altsFormat } =
  PROJECT_CONTENT_MESSAGES;

/**
 * The limits on what a project holds once a change is applied (counts, the files' bytes
 * together): 400 with the contract's message, 413 for the bytes.
 */
export function checkTotals(images: number, files: number, fileBytes: number): void {
  if (files > PROJECT_CONTENT_LIMITS.files)
    throw badRequest(tooManyFiles, { files: [tooManyFiles] });
  if (images > PROJECT_CONTENT_LIMITS.images)
    throw badRequest(tooManyImages, { images: [tooManyImages] });
  if (fileBytes > PROJECT_CONTENT_LIMITS.filesTotalBytes) throw new HttpError(413, filesTooLarge);
}

/** What the request alone must satisfy, before anything is read or stored: one alt per image. */
export function checkParts(parts: ProjectParts, alts: string[] | undefined): void {
  const sent = alts?.length ?? 0;
  if (sent < parts.images.length) throw badRequest(altRequired, { imageAlts: [altRequired] });
  if (sent > parts.images.length) throw badRequest(altsFormat, { imageAlts: [altsFormat] });
  checkTotals(
    parts.images.length + (parts.image ? 1 : 0),
    parts.files.length + (parts.file ? 1 : 0),
    [parts.file, ...parts.files].reduce((n, f) => n + (f?.size ?? 0), 0),
  );
}

function fileRow(f: CheckedFile, fileKey: string): NewProjectFile {
  const name = f.originalName.slice(0, 255) || `project-file.${f.ext}`;
  // A PDF, DOCX or ZIP named without its extension is previewed by what its bytes are.
  const byName = previewKindOf(name);
  const previewKind = byName === 'none' ? previewKindOf(`file.${f.ext}`) : byName;
  return {
    name,
    size: f.size,
    type: f.mime,
    fileKey,
    previewKind,
    // Previews are made off the request path; until then a previewable file is pending.
    previewState: previewKind === 'none' ? 'none' : 'pending',
  };
}

/**
 * Checks every part by content (415 before anything is stored), then stores the images through
 * the pipeline and moves the files to their keys. If storing fails part way, what was written
 * is removed.
 */
export async function storeParts(
  storage: Storage,
  logger: Logger,
  parts: ProjectParts,
  alts: string[],
  coverAlt: string,
): Promise<StoredParts> {
  // One at a time: each check reads its whole file (and images are decoded). An older client's
  // single `file` keeps today's formats; `files` take every format a project accepts.
  const first = parts.file && (await checkMainFile(parts.file));
  const files: CheckedFile[] = [];
  for (const file of parts.files) files.push(await checkProjectFile(file));
  const cover = parts.image && (await checkImage(parts.image));
  const images: CheckedFile[] = [];
  for (const image of parts.images) images.push(await checkImage(image));

  const written: string[] = [];
  const storeOne = async (image: CheckedFile, alt: string): Promise<NewProjectImage> => {
    const stored = await storeImage(storage, image.path, 'project');
    written.push(...imageKeys(stored.key, stored.info));
    return { alt, imageKey: stored.key, imageInfo: stored.info };
  };
  const adoptOne = async (file: CheckedFile): Promise<NewProjectFile> => {
    const key = await storage.adopt(file.path, 'files', file.ext);
    written.push(key);
    return fileRow(file, key);
  };
  try {
    const result: StoredParts = { images: [], files: [], written };
    // Images first: an image the pipeline refuses (415) leaves the least behind.
    if (cover) result.cover = await storeOne(cover, coverAlt);
    for (const [i, image] of images.entries()) result.images.push(await storeOne(image, alts[i]));
    if (first) result.first = await adoptOne(first);
    for (const file of files) result.files.push(await adoptOne(file));
    return result;
  } catch (err) {
    await removeQuietly(storage, logger, written);
    throw err;
  }
}

/** Removes stored files; a store that fails now leaves an orphan for the sweep, not an error. */
export async function removeQuietly(
  storage: Storage,
  logger: Logger,
  keys: Array<string | null | undefined>,
): Promise<void> {
  for (const key of keys) {
    await storage.remove(key).catch((err) => logger.warn({ err, key }, 'could not delete file'));
  }
}
