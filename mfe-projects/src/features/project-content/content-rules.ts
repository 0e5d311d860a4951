import {
  ACCEPTED_FILE_EXTENSIONS,
  ACCEPTED_IMAGE_TYPES,
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
  extensionOf,
} from '@stackfolio/contract';

const MB = 1024 * 1024;
const dotted = (exts: readonly string[]) => exts.map((ext) => `.${ext}`);

/** One kind of upload a project takes: what the drop field accepts and the server's messages. */
export interface UploadKind {
  hint: string;
  /** react-dropzone `accept`: the picker offers these; `validator` has the last word. */
  accept: Record<string, string[]>;
  maxSize: number;
  max: number;
  messages: { type: string; size: string; count: string };
  /** The server's message for a file it would refuse by name, or null. */
  validator: (file: File) => string | null;
}

const fileExtensions = new Set(ACCEPTED_FILE_EXTENSIONS);
const imageExtensions = new Set(Object.values(ACCEPTED_IMAGE_TYPES).flat());

/**
 * A project's files: every extension the API takes. Browsers report many MIME types (or none)
 * for source files, so the check is by name, as the server's first check is.
 */
export const PROJECT_FILE_KIND: UploadKind = {
  hint:
    `${ACCEPTED_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; up to ` +
    `${PROJECT_CONTENT_LIMITS.files} files, each up to ${PROJECT_CONTENT_LIMITS.fileBytes / MB} MB ` +
    `and ${PROJECT_CONTENT_LIMITS.filesTotalBytes / MB} MB together`,
  accept: { 'application/octet-stream': dotted(ACCEPTED_FILE_EXTENSIONS) },
  maxSize: PROJECT_CONTENT_LIMITS.fileBytes,
  max: PROJECT_CONTENT_LIMITS.files,
  messages: {
    type: PROJECT_CONTENT_MESSAGES.badFile,
    size: PROJECT_CONTENT_MESSAGES.fileTooLarge,
    count: PROJECT_CONTENT_MESSAGES.tooManyFiles,
  },
  validator: (file) =>
    fileExtensions.has(extensionOf(file.name)) ? null : PROJECT_CONTENT_MESSAGES.badFile,
};

/** A project's gallery pictures. */
export const PROJECT_IMAGE_KIND: UploadKind = {
  hint:
    `PNG, JPG, GIF or WebP; up to ${PROJECT_CONTENT_LIMITS.images} images, each up to ` +
    `${PROJECT_CONTENT_LIMITS.imageBytes / MB} MB`,
  accept: Object.fromEntries(
    Object.entries(ACCEPTED_IMAGE_TYPES).map(([mime, exts]) => [mime, dotted(exts)]),
  ),
  maxSize: PROJECT_CONTENT_LIMITS.imageBytes,
  max: PROJECT_CONTENT_LIMITS.images,
  messages: {
    type: PROJECT_CONTENT_MESSAGES.badImage,
    size: PROJECT_CONTENT_MESSAGES.imageTooLarge,
    count: PROJECT_CONTENT_MESSAGES.tooManyImages,
  },
  validator: (file) =>
    imageExtensions.has(extensionOf(file.name)) ? null : PROJECT_CONTENT_MESSAGES.badImage,
};
