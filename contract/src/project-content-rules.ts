/**
 * A project's content rules without zod: limits, messages, accepted file types and their
 * previews, slugs. Pages run this module (a schema built at load would bring zod with it).
 */

const MB = 1024 * 1024;

/** A project's gallery, files and write-up: the limits the forms, the API and the tests share. */
export const PROJECT_CONTENT_LIMITS = {
  files: 10,
  fileBytes: 50 * MB,
  filesTotalBytes: 200 * MB,
  images: 12,
  imageBytes: 10 * MB,
  imageAlt: 300,
  writeup: 50_000,
  pinned: 6,
  slug: 60,
  /** Rows of a CSV/TSV preview. */
  csvRows: 500,
  /** Pages of a PDF whose text a preview shows. */
  pdfPages: 100,
  /** The largest text, code, Markdown or table file that gets a preview. */
  previewTextBytes: 5 * MB,
  /** The largest notebook that gets a preview (outputs carry images). */
  previewNotebookBytes: 25 * MB,
  /** An archive with more entries than this gets no preview (zip bomb). */
  zipEntries: 10_000,
  /** An archive whose entries declare more inflated bytes than this gets no preview (zip bomb). */
  zipInflatedBytes: 1024 * MB,
} as const;

export const PROJECT_CONTENT_MESSAGES = {
  tooManyFiles: `A project may have at most ${PROJECT_CONTENT_LIMITS.files} files`,
  filesTooLarge: `The files of a project may be at most ${PROJECT_CONTENT_LIMITS.filesTotalBytes / MB} MB together`,
  tooManyImages: `A project may have at most ${PROJECT_CONTENT_LIMITS.images} images`,
  altRequired: 'Every image needs alt text describing it',
  altTooLong: `Alt text must be at most ${PROJECT_CONTENT_LIMITS.imageAlt} characters`,
  altsFormat: 'imageAlts must be a JSON list of texts, one per image',
  removeIdsFormat: 'removeFiles and removeImages must be JSON lists of ids',
  invalidFileId: 'Invalid file ID',
  fileNotFound: 'File not found',
  notAnArchive: 'Only a zip archive has entries to preview',
  invalidEntry: 'The entry must be a path inside the archive, without ".."',
  galleryFormat:
    "gallery must list each of the project's kept images once, as { id, alt }, in their new order",
  fileOrderFormat:
    "fileOrder must list each of the project's kept file ids once, in their new order",
  badFile:
    'Unsupported file type: please upload a PDF, DOC, DOCX or ZIP file, or a text, Markdown, CSV, notebook or source file',
  fileTooLarge: `File is too large: the project file may be at most ${PROJECT_CONTENT_LIMITS.fileBytes / MB} MB`,
  imageTooLarge: `Image is too large: images may be at most ${PROJECT_CONTENT_LIMITS.imageBytes / MB} MB`,
  badImage: 'Unsupported image type: please upload a PNG, JPEG, GIF or WebP image',
  badNotebook: 'The notebook (.ipynb) is not valid JSON',
  writeupTooLong: `The write-up must be at most ${PROJECT_CONTENT_LIMITS.writeup} characters`,
  tooManyPins: `You can pin at most ${PROJECT_CONTENT_LIMITS.pinned} projects`,
  pinsFormat: 'projectIds must be a list of project ids',
  duplicatePin: 'A project can be pinned only once',
  pinNotYours: 'You can only pin your own projects',
  noPreview: 'No preview — download to see it',
  tableRowsCut: `Showing the first ${PROJECT_CONTENT_LIMITS.csvRows} rows — download the file to see them all`,
  pdfPagesCut: `Showing the text of the first ${PROJECT_CONTENT_LIMITS.pdfPages} pages — download the file to read it all`,
  outputNotShown: 'Interactive output is not shown in the preview',
  outputUnreadable: 'This output could not be shown',
  preparing: 'Preparing preview…',
} as const;

/** The picture formats a gallery takes (checked by content), by MIME type: their extensions. */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** How a stored file is shown in the browser. */
export const PREVIEW_KINDS = [
  'code',
  'markdown',
  'notebook',
  'csv',
  'pdf',
  'docx',
  'zip',
  'text',
  'none',
] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/**
 * Source and config files accepted by extension (each checked to be UTF-8 text), with the
 * language their preview is highlighted in. HTML and SVG are code: never rendered.
 */
export const CODE_LANGUAGES: Readonly<Record<string, string>> = {
  py: 'python',
  r: 'r',
  jl: 'julia',
  sql: 'sql',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  jsx: 'javascript',
  java: 'java',
  kt: 'kotlin',
  scala: 'scala',
  go: 'go',
  rs: 'rust',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  rb: 'ruby',
  php: 'php',
  swift: 'swift',
  dart: 'dart',
  lua: 'lua',
  sh: 'bash',
  ps1: 'powershell',
  html: 'xml',
  css: 'css',
  scss: 'scss',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'ini',
  xml: 'xml',
  svg: 'xml',
  ini: 'ini',
  dockerfile: 'dockerfile',
};

/** Text formats that are not code: their preview kind. */
const TEXT_KINDS: Readonly<Record<string, PreviewKind>> = {
  md: 'markdown',
  markdown: 'markdown',
  ipynb: 'notebook',
  csv: 'csv',
  tsv: 'csv',
  txt: 'text',
  json: 'code',
};

/** Binary formats accepted by their content (magic bytes), as today. */
const BINARY_KINDS: Readonly<Record<string, PreviewKind>> = {
  pdf: 'pdf',
  doc: 'none',
  docx: 'docx',
  zip: 'zip',
};

/** `Dockerfile` and `app.Dockerfile` have no extension of their own; the name says it. */
export function extensionOf(fileName: string): string {
  const base = fileName.split('/').pop() ?? fileName;
  if (/^dockerfile$/i.test(base)) return 'dockerfile';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Every extension a project file may have. */
export const ACCEPTED_FILE_EXTENSIONS: readonly string[] = [
  ...Object.keys(BINARY_KINDS),
  ...Object.keys(TEXT_KINDS),
  ...Object.keys(CODE_LANGUAGES),
];

/** Whether a file of this name must be UTF-8 text (everything but the binary formats). */
export function isTextFileName(fileName: string): boolean {
  const ext = extensionOf(fileName);
  return ext in TEXT_KINDS || ext in CODE_LANGUAGES;
}

/** How a file of this name is previewed; 'none' for a name we do not show. */
export function previewKindOf(fileName: string): PreviewKind {
  const ext = extensionOf(fileName);
  return BINARY_KINDS[ext] ?? TEXT_KINDS[ext] ?? (ext in CODE_LANGUAGES ? 'code' : 'none');
}

/** The highlighter's language for a file name, or null (plain text). */
export function codeLanguageOf(fileName: string): string | null {
  const ext = extensionOf(fileName);
  if (ext === 'json') return 'json';
  return CODE_LANGUAGES[ext] ?? null;
}

/**
 * A project's slug from its title: lower-case `a-z0-9` and single hyphens, at most 60
 * characters; accents are folded ("Café" → "cafe"); a title with no such letter gives "project".
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROJECT_CONTENT_LIMITS.slug)
    .replace(/-+$/, '');
  return slug || 'project';
}

/** `slug`, or `slug-2`, `slug-3` …: still within 60 characters. */
export function numberedSlug(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${n}`;
  const head = slug.slice(0, PROJECT_CONTENT_LIMITS.slug - suffix.length).replace(/-+$/, '');
  return `${head}${suffix}`;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A project page's address: `/@{handle}/{slug}`. */
export const projectPath = (handle: string, slug: string): string => `/@${handle}/${slug}`;

/** Where a file's preview stands: made once when the file is stored, off the request path. */
export const PREVIEW_STATES = ['pending', 'ready', 'none', 'failed'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];
