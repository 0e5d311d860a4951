import { PROJECT_CONTENT_MESSAGES } from '@stackfolio/contract';
import { badRequest } from '../../lib/http';
import type { ListChange, ProjectFileRow, ProjectImageRow } from './project-content.repository';

/** What an update brings, stored or not yet: only its presence and sizes count here. */
export interface Incoming {
  cover?: unknown;
  first?: { size: number };
  images: unknown[];
  files: Array<{ size: number }>;
}

/** The list edits of PUT /api/projects/{id}: removals, and the kept ones' order. */
export interface ListEdits {
  removeFiles?: number[];
  removeImages?: number[];
  /** The first file / the cover (older clients). */
  removeFile?: boolean;
  removeImage?: boolean;
  gallery?: Array<{ id: number; alt: string }>;
  fileOrder?: number[];
}

/** What an update does to a project's gallery and files, and what the project then holds. */
export interface ContentChange extends ListChange {
  /** Keys to remove from the store once the change has committed. */
  keys: string[];
  images: number;
  files: number;
  fileBytes: number;
}

const { galleryFormat, fileOrderFormat } = PROJECT_CONTENT_MESSAGES;

/** Whether `ids` names each of `rows` exactly once. */
const sameIds = (ids: number[], rows: Array<{ id: number }>) =>
  ids.length === rows.length &&
  new Set(ids).size === ids.length &&
  rows.every((r) => ids.includes(r.id));

/**
 * Plans an update against the project's content as locked: ids to remove (unknown ones are
 * ignored: removing twice is no error), the kept ones' new order (which must name each of them
 * once: 400 otherwise), and the counts and bytes it leaves. A new `file` or `image` part
 * replaces the first file or the cover.
 */
export function planChange(
  current: { images: ProjectImageRow[]; files: ProjectFileRow[] },
  edits: ListEdits,
  incoming: Incoming,
  imageKeysOf: (image: ProjectImageRow) => string[],
): ContentChange {
  const [cover] = current.images;
  const [first] = current.files;
  const imageIds = new Set(edits.removeImages ?? []);
  const fileIds = new Set(edits.removeFiles ?? []);
  if (cover && (edits.removeImage || incoming.cover)) imageIds.add(cover.id);
  if (first && (edits.removeFile || incoming.first)) fileIds.add(first.id);
  const goneImages = current.images.filter((i) => imageIds.has(i.id));
  const goneFiles = current.files.filter((f) => fileIds.has(f.id));
  const keptFiles = current.files.filter((f) => !fileIds.has(f.id));
  const keptImages = current.images.filter((i) => !imageIds.has(i.id));
  const { gallery, fileOrder } = edits;
  const galleryIds = gallery?.map((g) => g.id);
  if (galleryIds && !sameIds(galleryIds, keptImages))
    throw badRequest(galleryFormat, { gallery: [galleryFormat] });
  if (fileOrder && !sameIds(fileOrder, keptFiles))
    throw badRequest(fileOrderFormat, { fileOrder: [fileOrderFormat] });
  const newFiles = [...(incoming.first ? [incoming.first] : []), ...incoming.files];
  return {
    imageIds: goneImages.map((i) => i.id),
    fileIds: goneFiles.map((f) => f.id),
    imageOrder: gallery,
    fileOrder,
    keys: [...goneImages.flatMap(imageKeysOf), ...goneFiles.map((f) => f.fileKey)],
    images:
      current.images.length - goneImages.length + incoming.images.length + (incoming.cover ? 1 : 0),
    files: keptFiles.length + newFiles.length,
    fileBytes: [...keptFiles, ...newFiles].reduce((n, f) => n + Number(f.size), 0),
  };
}
