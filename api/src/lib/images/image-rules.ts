/**
 * What the image pipeline writes for each kind of image: the widths fit where the image
 * is shown (docs/product.md §5): project cards (~300 CSS px, ×2 on dense screens) and the project
 * dialog (up to ~900 px), the profile header (full width), avatars (40–128 px).
 */
export type ImageKind = 'project' | 'avatar' | 'header';

export const IMAGE_WIDTHS: Record<ImageKind, readonly number[]> = {
  project: [320, 640, 960, 1280, 1920],
  avatar: [64, 128, 256],
  header: [640, 1280, 1920],
};

/** Kinds that also get a 1200×630 Open Graph crop (`<key>-og.jpg`). */
export const OG_KINDS: ReadonlySet<ImageKind> = new Set(['project', 'header']);
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Modern formats written at every width, best first (the order of `<source>` elements). */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
/** Fallback for browsers without either: PNG when the image has transparency, JPEG otherwise. */
export type FallbackFormat = 'jpg' | 'png';
export type VariantFormat = (typeof MODERN_FORMATS)[number] | FallbackFormat;

export const MIME: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export const ENCODE = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, palette: true, quality: 90 },
  og: { quality: 80, mozjpeg: true },
} as const;

/** Width of the blurred preview kept in the row (a data: URI of a few hundred bytes). */
export const PLACEHOLDER_WIDTH = 16;

/** Image jobs running at once in one process, and libvips threads each (2 cores here). */
export const IMAGE_JOB_LIMIT = 2;
export const VIPS_THREADS = 1;

export const IMAGE_PIPELINE_MESSAGES = {
  undecodable:
    'The image could not be read: it is damaged, truncated or in a variant of its format that is not supported',
  tooManyPixels: 'Image dimensions are too large: at most 20000 pixels a side and 50 megapixels',
} as const;
