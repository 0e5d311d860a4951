import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  OPEN_TO_WORK_STATUSES,
  OPEN_TO_WORK_VISIBILITIES,
  openToWorkSchema,
  WORKPLACES,
  type OpenToWork,
} from '@stackfolio/contract';

/** Roles and locations are typed as one comma-separated line each. */
const LIST_SEPARATOR = ',';

const splitList = (line: string) => line.split(LIST_SEPARATOR);
const joinList = (items: string[]) => items.join(`${LIST_SEPARATOR} `);

/**
 * The Open to work controls as the form holds them: '' status is "Don't show" (not set), the
 * lists are comma-separated text, and an empty date is "available now".
 */
const openToWorkControls = z.object({
  status: z.union([z.literal(''), z.enum(OPEN_TO_WORK_STATUSES)]),
  roles: z.string(),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  workplaces: z.array(z.enum(WORKPLACES)),
  locations: z.string(),
  availableFrom: z.string(),
  visibility: z.enum(OPEN_TO_WORK_VISIBILITIES),
});

export type OpenToWorkFormInput = z.input<typeof openToWorkControls>;

/**
 * The controls read as the API's `openToWork`: null for "Don't show", else checked by the
 * contract's own schema (so the messages are the server's), each message put on the control it
 * is about. The output is the contract's normalised value (trimmed, de-duplicated lists).
 */
export const openToWorkFormSchema = openToWorkControls.transform((form, ctx): OpenToWork | null => {
  if (form.status === '') return null;
  const parsed = openToWorkSchema.safeParse({
    ...form,
    status: form.status,
    roles: splitList(form.roles),
    locations: splitList(form.locations),
    availableFrom: form.availableFrom || null,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
  return z.NEVER;
});

/** The controls for a saved value (none set: "Don't show", seen by everyone). */
export function openToWorkFormDefaults(saved: OpenToWork | null): OpenToWorkFormInput {
  return {
    status: saved?.status ?? '',
    roles: joinList(saved?.roles ?? []),
    employmentTypes: saved?.employmentTypes ?? [],
    workplaces: saved?.workplaces ?? [],
    locations: joinList(saved?.locations ?? []),
    availableFrom: saved?.availableFrom ?? '',
    visibility: saved?.visibility ?? 'everyone',
  };
}

/** The multipart `openToWork` field: the JSON object, or '' to clear it. */
export const openToWorkField = (value: OpenToWork | null) =>
  value === null ? '' : JSON.stringify(value);

/**
 * Whether the person changed Open to work: both sides read through the same schema, so
 * reordered checkboxes or extra spaces are no change. A saved value the controls cannot
 * reproduce counts as changed.
 */
export function openToWorkChanged(value: OpenToWork | null, saved: OpenToWorkFormInput): boolean {
  const before = openToWorkFormSchema.safeParse(saved);
  return !before.success || openToWorkField(before.data) !== openToWorkField(value);
}
