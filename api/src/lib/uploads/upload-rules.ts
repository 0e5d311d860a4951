import {
  ACCEPTED_IMAGE_TYPES,
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
} from '@stackfolio/contract';

/** Upload limits and messages of docs/product.md §5/§9, in one place for the code and its tests. */
export const MB = 1024 * 1024;

/** Bytes per file of each upload field. `files`/`images`: a project's (several of each). */
export const UPLOAD_LIMITS = {
  file: PROJECT_CONTENT_LIMITS.fileBytes,
  image: PROJECT_CONTENT_LIMITS.imageBytes,
  avatar: PROJECT_CONTENT_LIMITS.imageBytes,
  headerImage: PROJECT_CONTENT_LIMITS.imageBytes,
  files: PROJECT_CONTENT_LIMITS.fileBytes,
  images: PROJECT_CONTENT_LIMITS.imageBytes,
} as const;

export type UploadField = keyof typeof UPLOAD_LIMITS;

/** Accepted image types: the extension an image of that type is stored with. */
export const IMAGE_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(ACCEPTED_IMAGE_TYPES).map(([mime, [ext]]) => [mime, ext]),
);

/** Structural limits of lib/uploads/upload-inspect.ts: decompression bombs and absurd archives. */
export const UPLOAD_INSPECTION = {
  imageMaxSide: 20_000,
  imageMaxPixels: 50_000_000,
  zipMaxEntries: 10_000,
  zipMaxUncompressed: 1024 * MB,
  /** Ratio declared-uncompressed : file size, checked once the declared total passes the floor. */
  zipMaxRatio: 100,
  zipRatioFloor: 10 * MB,
  fileNameMax: 255,
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: (field: UploadField) =>
    field === 'file' || field === 'files'
      ? PROJECT_CONTENT_MESSAGES.fileTooLarge
      : PROJECT_CONTENT_MESSAGES.imageTooLarge,
  badImage: PROJECT_CONTENT_MESSAGES.badImage,
  badFile: 'Unsupported file type: please upload a PDF, DOC, DOCX, ZIP, TXT or JSON file',
  badJson: 'The JSON file is not valid JSON',
  badText: 'Text files must be UTF-8 encoded text',
  fieldName: 'Form field names must be plain names such as "tags" or "tags[0]"',
  fieldTooLong: (field: string) => `The form field "${field.slice(0, 50)}" is too long`,
  contentType: 'Unsupported content type: send multipart/form-data (or JSON for text fields only)',
  malformed: 'The upload could not be read: the multipart form data is malformed or incomplete',
  corruptImage: 'The image file is damaged or incomplete',
  imageTooBig: (w: number, h: number) =>
    `Image dimensions ${w}×${h} are too large: at most 20000 pixels a side and 50 megapixels`,
  polyglot:
    'The image contains extra data or markup besides the picture; please upload a plain image',
  activePdf: 'PDF files with JavaScript or launch actions are not accepted',
  corruptZip: 'The archive is damaged: its central directory could not be read',
  zipBomb: 'The archive declares an absurd uncompressed size, ratio or number of entries',
  zipPath: 'The archive contains entries with absolute paths or ".." segments',
  fileName: 'File names must not contain path separators or control characters',
  fileNameLong: 'File names must be at most 255 characters',
  extensionMismatch: (ext: string, kind: string) =>
    `The file name's extension ".${ext}" does not match its content (${kind})`,
  // The declared type is the client's raw text: it is not repeated back.
  declaredType: (kind: string) => `The file's declared type does not match its content (${kind})`,
  unexpectedFile: (fields: readonly string[]) =>
    `Unexpected file field or more than one file: send at most one file each as ${fields
      .map((f) => `"${f}"`)
      .join(' and ')}`,
  missingRequired:
    'Missing required fields: Please provide a title and either a file to upload or a project URL.',
} as const;
