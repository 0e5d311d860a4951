import { z } from 'zod';
import { dateSchema, idSchema } from './common';
import {
  ALERT_FREQUENCIES,
  MAX_SAVED_SEARCH_NAME,
  MAX_SAVED_SEARCH_QUERY,
  SAVED_SEARCH_MESSAGES,
} from './saved-search-rules';

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameEmpty })
  .trim()
  .min(1, { error: SAVED_SEARCH_MESSAGES.nameEmpty })
  .max(MAX_SAVED_SEARCH_NAME, { error: SAVED_SEARCH_MESSAGES.nameTooLong })
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: SAVED_SEARCH_MESSAGES.nameEmpty });
const frequency = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency });

/** POST /api/saved-searches: `query` is the /profiles query string (`skill=rust&open=1`). */
export const savedSearchRequestSchema = z.object({
  name,
  query: z
    .string()
    .max(MAX_SAVED_SEARCH_QUERY, { error: SAVED_SEARCH_MESSAGES.queryTooLong })
    .default(''),
  frequency,
});
export type SavedSearchRequest = z.infer<typeof savedSearchRequestSchema>;

/** PATCH /api/saved-searches/{id}: a new name or frequency. */
export const savedSearchUpdateSchema = z.object({
  name: name.optional(),
  frequency: frequency.optional(),
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** As stored: the filters and words in a fixed order, without page or sort. */
  query: z.string(),
  frequency,
  createdAt: dateSchema,
  /** When its alert last looked for new profiles; null before the first time. */
  lastCheckedAt: dateSchema.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);
