import type { ProjectFileRow, ProjectImageRow } from './project-content.repository';

/** What an update brings, stored or not yet: only its presence and sizes count here. */
export interface Incoming {
  cover?: unknown;
  first?: { size: number };
  images: unknown[];
  files: Array<{ size: number }>;
}

/** The removal marks of PUT /api/projects/{id}. */
export interface Removals {
  removeFiles?: number[];
  removeImages?: number[];
  /** The first file / the cover (older clients). */
  removeFile?: boolean;
  removeImage?: boolean;
}

/** What an update does to a project's gallery and files, and what the project then holds. */
export interface ContentChange {
  imageIds: number[];
  fileIds: number[];
  /** Keys to remove from the store once the change has committed. */
  keys: string[];
  images: number;
  files: number;
  fileBytes: number;
}

/**
 * Plans an update against the project's content as locked: ids to remove (unknown ones are
 * ignored: removing twice is no error), and the counts and bytes it leaves. A new `file` or
 * `image` part replaces the first file or the cover.
 */
export function planChange(
  current: { images: ProjectImageRow[]; files: ProjectFileRow[] },
  removals: Removals,
  incoming: Incoming,
  imageKeysOf: (image: ProjectImageRow) => string[],
): ContentChange {
  const [cover] = current.images;
  const [first] = current.files;
  const imageIds = new Set(removals.removeImages ?? []);
  const fileIds = new Set(removals.removeFiles ?? []);
  if (cover && (removals.removeImage || incoming.cover)) imageIds.add(cover.id);
  if (first && (removals.removeFile || incoming.first)) fileIds.add(first.id);
  const goneImages = current.images.filter((i) => imageIds.has(i.id));
  const goneFiles = current.files.filter((f) => fileIds.has(f.id));
  const keptFiles = current.files.filter((f) => !fileIds.has(f.id));
  const newFiles = [...(incoming.first ? [incoming.first] : []), ...incoming.files];
  return {
    imageIds: goneImages.map((i) => i.id),
    fileIds: goneFiles.map((f) => f.id),
    keys: [...goneImages.flatMap(imageKeysOf), ...goneFiles.map((f) => f.fileKey)],
    images:
      current.images.length - goneImages.length + incoming.images.length + (incoming.cover ? 1 : 0),
    files: keptFiles.length + newFiles.length,
    fileBytes: [...keptFiles, ...newFiles].reduce((n, f) => n + Number(f.size), 0),
  };
}
