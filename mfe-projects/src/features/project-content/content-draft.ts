import {
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  type ProjectFile,
  type ProjectImage,
} from '@stackfolio/contract';

/** A file of the form: one the project has (`stored`) or one chosen now (`file`). */
export interface DraftFile {
  key: string;
  name: string;
  size: number;
  stored?: ProjectFile;
  file?: File;
}

/** A gallery picture of the form, with the alt text being typed. */
export interface DraftImage {
  key: string;
  name: string;
  alt: string;
  stored?: ProjectImage;
  file?: File;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export const draftFromFile = (file: File): DraftFile => ({
  key: newKey(),
  name: file.name,
  size: file.size,
  file,
});

/** A new picture's alt text starts as the project's title: a start the person can improve. */
export const draftFromImage = (file: File, title: string): DraftImage => ({
  key: newKey(),
  name: file.name,
  alt: title.trim(),
  file,
});

export const draftsOfFiles = (files: ProjectFile[]): DraftFile[] =>
  files.map((f) => ({ key: `file-${f.id}`, name: f.name, size: f.size, stored: f }));

export const draftsOfImages = (images: ProjectImage[]): DraftImage[] =>
  images.map((image, i) => ({
    key: `image-${image.id}`,
    name: `Image ${i + 1}`,
    alt: image.alt,
    stored: image,
  }));

/** The server's message for an alt text it would refuse, or null. */
export function altError(alt: string): string | null {
  if (alt.trim() === '') return PROJECT_CONTENT_MESSAGES.altRequired;
  if (alt.trim().length > PROJECT_CONTENT_LIMITS.imageAlt)
    return PROJECT_CONTENT_MESSAGES.altTooLong;
  return null;
}

/** The server's message for files it would refuse together, or null. */
export function filesError(files: DraftFile[]): string | null {
  if (files.length > PROJECT_CONTENT_LIMITS.files) return PROJECT_CONTENT_MESSAGES.tooManyFiles;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > PROJECT_CONTENT_LIMITS.filesTotalBytes) return PROJECT_CONTENT_MESSAGES.filesTooLarge;
  return null;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The new content of a create (POST): files, then pictures with one alt each, then the write-up. */
export function appendNewContent(form: FormData, files: DraftFile[], images: DraftImage[]) {
  for (const f of files) if (f.file) form.append('files', f.file);
  const fresh = images.filter((i) => i.file);
  for (const i of fresh) form.append('images', i.file!);
  if (fresh.length) form.append('imageAlts', JSON.stringify(fresh.map((i) => i.alt.trim())));
}
