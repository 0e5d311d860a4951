import { z } from 'zod';
import type { Endpoint } from './endpoint-types';
import {
  HANDLE_MAX,
  HANDLE_MESSAGES,
  HANDLE_MIN,
  HANDLE_PATTERN,
  HANDLE_STATUSES,
  RESERVED_HANDLES,
} from './handle-rules';

/** Handles' schemas; the rules, messages and helpers are in handle-rules.ts. */

/** A handle as typed: trimmed, lower-cased, then checked against the rules. */
export const handleSchema = z
  .string({ error: HANDLE_MESSAGES.format })
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, { error: HANDLE_MESSAGES.tooShort })
  .max(HANDLE_MAX, { error: HANDLE_MESSAGES.tooLong })
  .regex(HANDLE_PATTERN, { error: HANDLE_MESSAGES.format })
  .refine((handle) => !RESERVED_HANDLES.has(handle), { error: HANDLE_MESSAGES.reserved });

/** GET /api/handles/{handle}: whether it can be taken, and a sentence to show. */
export const handleAvailabilitySchema = z.object({
  handle: z.string(),
  status: z.enum(HANDLE_STATUSES),
  message: z.string(),
});
export type HandleAvailability = z.infer<typeof handleAvailabilitySchema>;

export const HANDLE_ENDPOINTS: Record<string, Endpoint> = {
  'GET /api/handles/:handle': {
    summary: 'Whether a handle can be taken (available, yours, taken, reserved or invalid)',
    access: 'optional',
    answer: handleAvailabilitySchema,
    errors: [429],
  },
};
