import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http';
import { UPLOAD_INSPECTION } from '../uploads';
import { createJobLimit } from './image-queue';
import {
  ENCODE,
  IMAGE_JOB_LIMIT,
  IMAGE_PIPELINE_MESSAGES,
  IMAGE_WIDTHS,
  MODERN_FORMATS,
  OG_KINDS,
  OG_SIZE,
  PLACEHOLDER_WIDTH,
  VIPS_THREADS,
  type FallbackFormat,
  type ImageKind,
  type VariantFormat,
} from './image-rules';
import type { ImageInfo } from './image-variants';

sharp.concurrency(VIPS_THREADS);
// No cache of decoded images between jobs: each upload is decoded once, and memory stays flat.
sharp.cache(false);

const jobs = createJobLimit(IMAGE_JOB_LIMIT);

/** One encoded output: `suffix` is `<width>` or `og`, the fallback at the largest width has none. */
export interface RenderedFile {
  suffix: string | null;
  format: VariantFormat;
  data: Buffer;
}

export interface RenderedImage {
  fallback: FallbackFormat;
  info: ImageInfo;
  files: RenderedFile[];
}

function encode(image: Sharp, format: VariantFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif(ENCODE.avif).toBuffer();
    case 'webp':
      return image.webp(ENCODE.webp).toBuffer();
    case 'jpg':
      return image.jpeg(ENCODE.jpg).toBuffer();
    default:
      return image.png(ENCODE.png).toBuffer();
  }
}

/** Decodes once: first frame only, EXIF orientation applied, sRGB 8-bit, at most `maxWidth` wide. */
async function decode(input: string | Buffer, maxWidth: number) {
  const pixels = await sharp(input, {
    limitInputPixels: UPLOAD_INSPECTION.imageMaxPixels,
    failOn: 'truncated',
    pages: 1,
  })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  let { data, info } = pixels;
  let transparent = false;
  if (info.channels === 4) {
    const stats = await sharp(data, { raw: info }).stats();
    transparent = !stats.isOpaque;
    if (!transparent) {
      const opaque = await sharp(data, { raw: info })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      ({ data, info } = opaque);
    }
  }
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { data, raw, transparent };
}

/**
 * The whole pipeline on one stored or uploaded image, in the job queue: decode with the pixel
 * limit, orient, convert to sRGB, and encode every variant of `kind` without any metadata (sharp
 * writes none unless asked). Animated GIF and WebP become their first frame. An image libvips
 * cannot decode is a 415 with a readable message.
 */
export function renderImage(input: string | Buffer, kind: ImageKind): Promise<RenderedImage> {
  return jobs.run(async () => {
    const ladder = IMAGE_WIDTHS[kind];
    let decoded: Awaited<ReturnType<typeof decode>>;
    try {
      decoded = await decode(input, ladder[ladder.length - 1]);
    } catch (err) {
      if (/pixel limit/i.test((err as Error).message)) {
        throw new HttpError(415, IMAGE_PIPELINE_MESSAGES.tooManyPixels);
      }
      throw new HttpError(415, IMAGE_PIPELINE_MESSAGES.undecodable);
    }
    const { data, raw, transparent } = decoded;
    const from = () => sharp(data, { raw });
    const fallback: FallbackFormat = transparent ? 'png' : 'jpg';
    const max = raw.width;
    const widths = [...ladder.filter((w) => w < max), max];
    const files: RenderedFile[] = [];
    for (const width of widths) {
      for (const format of [...MODERN_FORMATS, fallback]) {
        const image = width === max ? from() : from().resize({ width });
        const suffix = format === fallback && width === max ? null : String(width);
        files.push({ suffix, format, data: await encode(image, format) });
      }
    }
    const og = OG_KINDS.has(kind);
    if (og) {
      const crop = from()
        .flatten({ background: '#ffffff' })
        .resize({
          ...OG_SIZE,
          fit: 'cover',
          position: sharp.strategy.attention,
        });
      files.push({ suffix: 'og', format: 'jpg', data: await crop.jpeg(ENCODE.og).toBuffer() });
    }
    const preview = await from()
      .resize({ width: PLACEHOLDER_WIDTH })
      .webp({ quality: 40 })
      .toBuffer();
    return {
      fallback,
      files,
      info: {
        width: raw.width,
        height: raw.height,
        placeholder: `data:image/webp;base64,${preview.toString('base64')}`,
        widths,
        og,
      },
    };
  });
}
