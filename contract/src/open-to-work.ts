import { z } from 'zod';

import {
  EMPLOYMENT_TYPES,
  MAX_OPEN_TO_WORK_TEXT,
  MAX_WANTED_LOCATIONS,
  MAX_WANTED_ROLES,
  OPEN_TO_WORK_MESSAGES,
  OPEN_TO_WORK_STATUSES,
  OPEN_TO_WORK_VISIBILITIES,
  WORKPLACES,
} from './open-to-work-rules';

const isCalendarDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** Trimmed, non-empty, de-duplicated (case-insensitively) texts, at most `max`. */
const texts = (max: number, tooMany: string) =>
  z
    .array(
      z
        .string({ error: OPEN_TO_WORK_MESSAGES.textTooLong })
        .trim()
        .max(MAX_OPEN_TO_WORK_TEXT, { error: OPEN_TO_WORK_MESSAGES.textTooLong }),
      { error: OPEN_TO_WORK_MESSAGES.format },
    )
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter(
        (x) => x !== '' && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()),
      );
    })
    .refine((list) => list.length <= max, { error: tooMany })
    .default([]);

const choices = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .transform((list) => values.filter((v) => list.includes(v)) as T[number][])
    .default([]);

/** The open-to-work details as stored and answered. */
export const openToWorkSchema = z.object({
  status: z.enum(OPEN_TO_WORK_STATUSES, { error: OPEN_TO_WORK_MESSAGES.status }),
  roles: texts(MAX_WANTED_ROLES, OPEN_TO_WORK_MESSAGES.tooManyRoles),
  employmentTypes: choices(EMPLOYMENT_TYPES, OPEN_TO_WORK_MESSAGES.employmentType),
  workplaces: choices(WORKPLACES, OPEN_TO_WORK_MESSAGES.workplace),
  locations: texts(MAX_WANTED_LOCATIONS, OPEN_TO_WORK_MESSAGES.tooManyLocations),
  /** 'YYYY-MM-DD', or null for "now". */
  availableFrom: z
    .string({ error: OPEN_TO_WORK_MESSAGES.availableFrom })
    .refine(isCalendarDay, { error: OPEN_TO_WORK_MESSAGES.availableFrom })
    .nullable()
    .default(null),
  visibility: z
    .enum(OPEN_TO_WORK_VISIBILITIES, { error: OPEN_TO_WORK_MESSAGES.visibility })
    .default('everyone'),
});
export type OpenToWork = z.infer<typeof openToWorkSchema>;
export type OpenToWorkInput = z.input<typeof openToWorkSchema>;

/**
 * `openToWork` of PATCH /api/users/profile: a JSON object (as text in the multipart form, or an
 * object); sent empty or null it is cleared.
 */
export const openToWorkRequestSchema = z.preprocess((value, ctx) => {
  if (value === null) return null;
  if (typeof value !== 'string') return value;
  if (value.trim() === '' || value.trim() === 'null') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: OPEN_TO_WORK_MESSAGES.format });
    return z.NEVER;
  }
}, openToWorkSchema.nullable());

/** A stored value read back: the details, or null for none or anything unreadable. */
export function parseOpenToWork(stored: unknown): OpenToWork | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = openToWorkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
