import { z } from 'zod';
import { idSchema } from './common';
import { imageSchema } from './images';
import {
  PREVIEW_KINDS,
  PREVIEW_STATES,
  PROJECT_CONTENT_LIMITS,
  PROJECT_CONTENT_MESSAGES,
} from './project-content-rules';

/** A picture of a project's gallery, in order; `alt` is required. */
export const projectImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The processed variants, as for every other image; null before processing. */
  image: imageSchema.nullable(),
});
export type ProjectImage = z.infer<typeof projectImageSchema>;

/** One of a project's files, in order. */
export const projectFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  /** The download URL. */
  url: z.string(),
  previewKind: z.enum(PREVIEW_KINDS),
  preview: z.enum(PREVIEW_STATES),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** A JSON list as multipart sends it (text), or as a JSON body sends it (an array). */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * `imageAlts`: one alt text per `images` part, in order; each required (trimmed) and at most
 * 300 characters.
 */
const altText = (format: string) =>
  z
    .string({ error: format })
    .trim()
    .min(1, { error: PROJECT_CONTENT_MESSAGES.altRequired })
    .max(PROJECT_CONTENT_LIMITS.imageAlt, { error: PROJECT_CONTENT_MESSAGES.altTooLong });

export const imageAltsSchema = z.preprocess(
  jsonText,
  z.array(altText(PROJECT_CONTENT_MESSAGES.altsFormat), {
    error: PROJECT_CONTENT_MESSAGES.altsFormat,
  }),
);

/**
 * PUT `gallery`: every image the project keeps, once, in its new order, with its alt text
 * (changed or not). New images go after them.
 */
export const galleryOrderSchema = z.preprocess(
  jsonText,
  z.array(
    z.object(
      { id: idSchema, alt: altText(PROJECT_CONTENT_MESSAGES.galleryFormat) },
      { error: PROJECT_CONTENT_MESSAGES.galleryFormat },
    ),
    { error: PROJECT_CONTENT_MESSAGES.galleryFormat },
  ),
);

/** PUT `fileOrder`: every file id the project keeps, once, in its new order. */
export const fileOrderSchema = z.preprocess(
  jsonText,
  z.array(idSchema, { error: PROJECT_CONTENT_MESSAGES.fileOrderFormat }),
);

/** `removeFiles` / `removeImages`: ids of the project's files or images to remove. */
export const removeIdsSchema = z.preprocess(
  jsonText,
  z.array(idSchema, { error: PROJECT_CONTENT_MESSAGES.removeIdsFormat }),
);

/** GET /api/projects/{id}/files/{fileId}/preview: the HTML the server made, or why there is none. */
export const filePreviewSchema = z.object({
  state: z.enum(PREVIEW_STATES),
  kind: z.enum(PREVIEW_KINDS),
  /** Sanitized on the server; null until made, or when there is no preview. */
  html: z.string().nullable(),
  /** Why there is no preview, when the server knows. */
  note: z.string().nullable(),
});
export type FilePreview = z.infer<typeof filePreviewSchema>;
