import type { Image } from '@stackfolio/contract';
import { MIME, MODERN_FORMATS, type FallbackFormat, type VariantFormat } from './image-rules';

/**
 * What the row keeps of a processed image (JSON column next to its key). The key itself names the
 * fallback (JPEG or PNG) at the largest width; every other variant's key is derived from it:
 * `images/<stem>-<width>.<format>` and `images/<stem>-og.jpg`. An image without info predates the
 * pipeline (`npm run admin -- images` builds it).
 */
export interface ImageInfo {
  /** Size of the largest variant, after EXIF orientation (the aspect ratio the page reserves). */
  width: number;
  height: number;
  /** A blurred few-pixel preview, as a `data:image/webp;base64,…` URI. */
  placeholder: string;
  /** Widths written, ascending; the last one is the key's own width. */
  widths: number[];
  /** Whether a 1200×630 Open Graph crop was written. */
  og: boolean;
}

const STEM = /^(images\/[A-Za-z0-9_-]{16,64})\.(jpg|png|gif|webp)$/;
const VARIANT = /^(images\/[A-Za-z0-9_-]{16,64})-(\d{1,5}|og)\.(avif|webp|jpg|png)$/;

const stemOf = (key: string): { stem: string; fallback: FallbackFormat } => {
  const m = STEM.exec(key);
  if (!m || (m[2] !== 'jpg' && m[2] !== 'png')) throw new Error(`Not an image key: ${key}`);
  return { stem: m[1], fallback: m[2] };
};

/** Key of one variant of the image stored under `key` (the largest fallback is `key` itself). */
export function variantKey(key: string, width: number, format: VariantFormat): string {
  return `${stemOf(key).stem}-${width}.${format}`;
}

export const ogKey = (key: string): string => `${stemOf(key).stem}-og.jpg`;

/** Every stored key of an image: the key, each width in each format, the OG crop. */
export function imageKeys(key: string | null | undefined, info: ImageInfo | null | undefined) {
  if (!key) return [];
  if (!info) return [key];
  const { fallback } = stemOf(key);
  const max = info.widths[info.widths.length - 1];
  const keys = [key];
  for (const width of info.widths) {
    for (const format of [...MODERN_FORMATS, fallback]) {
      if (!(format === fallback && width === max)) keys.push(variantKey(key, width, format));
    }
  }
  if (info.og) keys.push(ogKey(key));
  return keys;
}

/**
 * The keys a variant key belongs to (candidates for its image's key, one per extension), so the
 * orphan sweep keeps a variant exactly as long as a row names its image; null for other keys.
 */
export function imageKeyCandidates(key: string): string[] | null {
  const m = VARIANT.exec(key);
  return m ? ['jpg', 'png'].map((ext) => `${m[1]}.${ext}`) : null;
}

const url = (key: string) => `/uploads/${key}`;

export function toImageResponse(
  key: string | null | undefined,
  info: ImageInfo | null | undefined,
): Image | null {
  if (!key || !info) return null;
  const { fallback } = stemOf(key);
  const max = info.widths[info.widths.length - 1];
  const srcsetOf = (format: VariantFormat) =>
    info.widths
      .map(
        (w) => `${url(format === fallback && w === max ? key : variantKey(key, w, format))} ${w}w`,
      )
      .join(', ');
  return {
    src: url(key),
    width: info.width,
    height: info.height,
    placeholder: info.placeholder,
    srcset: srcsetOf(fallback),
    sources: MODERN_FORMATS.map((f) => ({ type: MIME[f], srcset: srcsetOf(f) })),
    og: info.og ? url(ogKey(key)) : null,
  };
}

/** Reads the JSON column (MariaDB hands back LONGTEXT as a string); anything malformed is null. */
export function parseImageInfo(value: unknown): ImageInfo | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!v || typeof v !== 'object') return null;
  const i = v as Partial<ImageInfo>;
  const ok =
    Number.isInteger(i.width) &&
    Number.isInteger(i.height) &&
    typeof i.placeholder === 'string' &&
    Array.isArray(i.widths) &&
    i.widths.length > 0 &&
    i.widths.every((w) => Number.isInteger(w));
  return ok ? { ...(i as ImageInfo), og: Boolean(i.og) } : null;
}
