import { z } from 'zod';

/** A row id as the API sends it. */
export const idSchema = z.number().int().positive();

/** A date as it travels in JSON: an ISO 8601 timestamp (the API's mappers call `isoDate`). */
export const dateSchema = z.iso.datetime({ offset: true });

/** Date or database text → ISO 8601 text, for mappers building responses. */
export const isoDate = (value: Date | string): string => new Date(value).toISOString();

/** Text that may be missing on the row. */
export const nullableText = z.string().nullable();

/** The answer of an action with nothing else to return (docs/product.md §8 toast text). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every API error: a readable message, and per-field messages for validation errors. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Plain calls (no page/limit) get at most this many items, as a bare array. */
export const PLAIN_LIST_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;

const PAGE_MESSAGES = {
  page: 'page must be a number',
  pageMin: 'page must be 1 or more',
  limit: 'limit must be a number',
  limitRange: `limit must be between 1 and ${PLAIN_LIST_MAX}`,
} as const;

/** `?page=&limit=` of every list endpoint. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGES.page })
    .int()
    .min(1, { error: PAGE_MESSAGES.pageMin })
    .optional(),
  limit: z.coerce
    .number({ error: PAGE_MESSAGES.limit })
    .int()
    .min(1, { error: PAGE_MESSAGES.limitRange })
    .max(PLAIN_LIST_MAX, { error: PAGE_MESSAGES.limitRange })
    .optional(),
});

/** A paged answer (`?page=` or `?limit=` given). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });

/**
 * A list endpoint's answer: the spec's plain call gets a bare array (bounded, with
 * `X-Total-Count`); a paged call gets `{ items, total, page, limit }`.
 */
export const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageOf(item)]);
