import { z } from 'zod';
import { dateSchema, idSchema, nullableText, pageOf } from './common';
import { imageSchema } from './images';
import { PROJECT_CONTENT_LIMITS, PROJECT_CONTENT_MESSAGES } from './project-content-rules';
import {
  fileOrderSchema,
  galleryOrderSchema,
  imageAltsSchema,
  projectFileSchema,
  projectImageSchema,
  removeIdsSchema,
} from './project-content';
import {
  MAX_DESCRIPTION,
  MAX_PROJECT_URL,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  MAX_TITLE,
  PROJECT_MESSAGES,
} from './project-rules';
import { MAX_SEARCH_TEXT, SEARCH_TOO_LONG } from './search-rules';
import { isHttpUrl, jsonList, searchText, uploadUrlSchema } from './text';

/** A tag list (JSON text in multipart, or an array): trimmed, no blanks or repeats, ≤ 20 of ≤ 50. */
export const tagsSchema = jsonList(PROJECT_MESSAGES.tagsFormat)
  .refine((t) => t.length <= MAX_TAGS, { error: PROJECT_MESSAGES.tooManyTags })
  .refine((t) => t.every((x) => x.length <= MAX_TAG_LENGTH), {
    error: PROJECT_MESSAGES.tagTooLong,
  });

/** The project link as typed: empty, or an http(s) URL. */
export const projectUrlText = z
  .string()
  .trim()
  .max(MAX_PROJECT_URL, { error: PROJECT_MESSAGES.invalidUrl })
  .refine((v) => v === '' || isHttpUrl(v), { error: PROJECT_MESSAGES.invalidUrl });

/** The title as typed: required once trimmed, under 200 characters. */
export const titleSchema = z
  .string({ error: PROJECT_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: PROJECT_MESSAGES.titleRequired })
  .max(MAX_TITLE, { error: PROJECT_MESSAGES.titleTooLong });

export const descriptionText = z
  .string()
  .trim()
  .max(MAX_DESCRIPTION, { error: PROJECT_MESSAGES.descriptionTooLong });

/** The write-up as typed: Markdown source, kept as sent (indentation is meaning in Markdown). */
export const writeupText = z.string().max(PROJECT_CONTENT_LIMITS.writeup, {
  error: PROJECT_CONTENT_MESSAGES.writeupTooLong,
});

/** POST /api/projects/writeup-preview (multipart, as a save sends it): a draft write-up. */
export const writeupPreviewRequestSchema = z.object({
  writeup: writeupText.default(''),
});
export type WriteupPreviewRequest = z.infer<typeof writeupPreviewRequestSchema>;

/** The draft as the saved page would show it: sanitized HTML from the save's renderer. */
export const writeupPreviewSchema = z.object({ html: z.string() });
export type WriteupPreview = z.infer<typeof writeupPreviewSchema>;

const emptyIsNull = (v: string) => (v === '' ? null : v);
const projectUrl = projectUrlText.transform(emptyIsNull);
const description = descriptionText.transform(emptyIsNull);
const writeup = writeupText.transform((v) => (v.trim() === '' ? null : v));

const flag = z
  .union([z.string(), z.boolean()])
  .transform((v) => v === true || v === 'true')
  .optional();

/**
 * POST /api/projects (multipart): up to 10 `files` parts (ACCEPTED_FILE_EXTENSIONS) and 12
 * `images` parts (in order, with `imageAlts`). An older client's single `file` (today's formats:
 * PDF, DOC, DOCX, ZIP, TXT, JSON) comes first; its `image` is the cover, its alt the title.
 */
export const createProjectRequestSchema = z.object({
  title: titleSchema,
  description: description.optional(),
  tags: tagsSchema.optional(),
  projectUrl: projectUrl.optional(),
  writeup: writeup.optional(),
  imageAlts: imageAltsSchema.optional(),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;

/**
 * PUT /api/projects/{id} (multipart): changed fields; `removeFiles`/`removeImages` list ids to
 * remove, `gallery` and `fileOrder` the kept ones' new order (and alts); new `files` and `images`
 * parts go after the kept ones. A single `file` replaces the first file and `image` the cover;
 * `removeFile`/`removeImage` remove those.
 */
export const updateProjectRequestSchema = z.object({
  title: titleSchema.optional(),
  description: description.optional(),
  tags: tagsSchema.optional(),
  projectUrl: projectUrl.optional(),
  writeup: writeup.optional(),
  imageAlts: imageAltsSchema.optional(),
  removeFiles: removeIdsSchema.optional(),
  removeImages: removeIdsSchema.optional(),
  gallery: galleryOrderSchema.optional(),
  fileOrder: fileOrderSchema.optional(),
  removeFile: flag,
  removeImage: flag,
});
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;

/** GET /api/projects filters: free-text search (title, description, tags, author) and an exact tag. */
export const projectFiltersSchema = z.object({
  q: searchText(MAX_SEARCH_TEXT, SEARCH_TOO_LONG).optional(),
  tag: searchText(MAX_TAG_LENGTH, PROJECT_MESSAGES.tagTooLong).optional(),
});
export type ProjectFilters = z.infer<typeof projectFiltersSchema>;

/** The project's author as embedded in project responses (docs/product.md §3). */
export const projectAuthorSchema = z.object({
  id: idSchema,
  /** Links go to `/@{handle}`; null only for a row that predates handles. */
  handle: z.string().nullable().optional(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: uploadUrlSchema,
  /** The processed avatar (variants, size, placeholder); null without one or before processing. */
  avatar: imageSchema.nullable(),
  jobTitle: nullableText,
});
export type ProjectAuthor = z.infer<typeof projectAuthorSchema>;

/**
 * docs/product.md §3 Project; fileSize is in bytes. `filePath` is the download URL: storage
 * locations never leave the server.
 */
export const projectSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: z.string(),
  /** From the title, unique among the owner's projects (project-content.ts `slugify`). */
  slug: z.string(),
  /** The project page, `/@{handle}/{slug}`; null when the owner has no handle. */
  path: z.string().nullable(),
  description: nullableText,
  tags: z.array(z.string()),
  imageUrl: uploadUrlSchema,
  /** The processed image (variants, size, placeholder); null without one or before processing. */
  image: imageSchema.nullable(),
  fileName: nullableText,
  filePath: nullableText,
  fileType: nullableText,
  fileSize: z.number().int().nonnegative().nullable(),
  projectUrl: nullableText,
  viewCount: z.number().int().nonnegative(),
  downloadCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  createdAt: dateSchema,
  updatedAt: dateSchema,
  user: projectAuthorSchema.nullable(),
  /** Pinned by its owner: a profile's list shows pinned projects first, in pin order. */
  pinned: z.boolean(),
  /** Sent to its owner and admins only, when moderators hid it: their reason. */
  hiddenByModerators: nullableText.optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** PUT /api/account/pins: the whole ordered list of pinned projects; `[]` unpins all. */
export const pinsRequestSchema = z.object({
  projectIds: z.array(z.number({ message: PROJECT_CONTENT_MESSAGES.pinsFormat }).int().positive(), {
    message: PROJECT_CONTENT_MESSAGES.pinsFormat,
  }),
});
export type PinsRequest = z.infer<typeof pinsRequestSchema>;

/** The pinned projects, in pin order. */
export const pinsResponseSchema = z.object({ items: z.array(projectSchema) });
export type PinsResponse = z.infer<typeof pinsResponseSchema>;

/**
 * One project as its page shows it (GET /api/projects/{id}, by address, create and update
 * answers): the card's fields, the write-up, the gallery and the files, which lists leave out to
 * stay small. The card's image fields are the gallery's first image (the cover), its file fields
 * the first file.
 */
export const projectDetailSchema = projectSchema.extend({
  /** Markdown source (rendered by the page); null without one. */
  writeup: z.string().nullable(),
  /** The write-up as sanitized HTML, made by the server when it was saved; null without one. */
  writeupHtml: z.string().nullable(),
  images: z.array(projectImageSchema),
  files: z.array(projectFileSchema),
  /** The generated share card (1200×630 PNG) of a project without an image; null otherwise or until made. */
  cardUrl: uploadUrlSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET /api/projects?page=&limit= and GET /api/users/{id}/projects?page=&limit=: one page. */
export const projectsPageSchema = pageOf(projectSchema);
export type ProjectsPage = z.infer<typeof projectsPageSchema>;
