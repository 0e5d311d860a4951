import { z } from 'zod';

export const PROJECT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be under 200 characters',
  invalidUrl: 'Invalid URL',
  tooManyTags: 'Maximum 20 tags allowed',
  tagTooLong: 'Each tag must be at most 50 characters',
  tagsFormat: 'Tags must be a JSON array of text',
  invalidId: 'Invalid project ID',
  notFound: 'Project not found',
  forbidden: "You don't have permission to edit this project",
} as const;

export const MAX_TAGS = 20;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Trims, drops empties and duplicates (case-insensitive), keeping the first spelling. */
export function cleanList(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    const key = v.toLowerCase();
    if (v && !seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

/**
 * A list sent as JSON text (multipart) or as an array (JSON body). Plain comma-separated text
 * is accepted too, for hand-written requests.
 */
export const jsonList = (formatMessage: string) =>
  z.union([z.string(), z.array(z.unknown())]).transform((value, ctx) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return [];
      try {
        list = JSON.parse(text);
      } catch {
        list = text.startsWith('[') ? null : text.split(',');
      }
    }
    if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
      ctx.addIssue({ code: 'custom', message: formatMessage });
      return z.NEVER;
    }
    return cleanList(list);
  });

const tags = jsonList(PROJECT_MESSAGES.tagsFormat)
  .refine((t) => t.length <= MAX_TAGS, { error: PROJECT_MESSAGES.tooManyTags })
  .refine((t) => t.every((x) => x.length <= 50), { error: PROJECT_MESSAGES.tagTooLong });

const projectUrl = z
  .string()
  .trim()
  .max(2000, { error: PROJECT_MESSAGES.invalidUrl })
  .refine((v) => v === '' || isHttpUrl(v), { error: PROJECT_MESSAGES.invalidUrl })
  .transform((v) => (v === '' ? null : v));

const title = z
  .string({ error: PROJECT_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: PROJECT_MESSAGES.titleRequired })
  .max(200, { error: PROJECT_MESSAGES.titleTooLong });

const description = z
  .string()
  .trim()
  .max(10_000, { error: 'Description must be at most 10000 characters' })
  .transform((v) => (v === '' ? null : v));

const flag = z
  .union([z.string(), z.boolean()])
  .transform((v) => v === true || v === 'true')
  .optional();

export const createProjectSchema = z.object({
  title,
  description: description.optional(),
  tags: tags.optional(),
  projectUrl: projectUrl.optional(),
});

export const updateProjectSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  tags: tags.optional(),
  projectUrl: projectUrl.optional(),
  removeFile: flag,
  removeImage: flag,
});

export type CreateProjectInput = z.infer<typeof createProjectSchema>;
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/**
 * Search text from a query string: trimmed, bounded and free of control characters (a NUL byte
 * would cut SQLite's SQL text short and fail the query with a 500).
 */
export const searchText = (max: number, message: string) =>
  z
    .string({ error: 'Search text must be a single text value' })
    .trim()
    .max(max, { error: message })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
      error: 'Search text must not contain control characters',
    });

/** GET /api/projects filters: free-text search (title, description, tags, author) and an exact tag. */
export const projectFiltersSchema = z.object({
  q: searchText(100, 'Search text must be at most 100 characters').optional(),
  tag: searchText(50, PROJECT_MESSAGES.tagTooLong).optional(),
});
export type ProjectFilters = z.infer<typeof projectFiltersSchema>;
