import { z } from 'zod';
import { dateSchema, idSchema, nullableText, pageOf } from './common';
import {
  MAX_MODERATION_REASON,
  MAX_REPORT_NOTE,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_TYPES,
} from './report-rules';

const typeSchema = z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.invalidType });
const itemIdSchema = z.number({ error: REPORT_MESSAGES.invalidId }).int().positive({
  error: REPORT_MESSAGES.invalidId,
});

/** POST /api/reports */
export const reportRequestSchema = z.object({
  type: typeSchema,
  id: itemIdSchema,
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.invalidReason }),
  note: z
    .string({ error: REPORT_MESSAGES.noteTooLong })
    .trim()
    .max(MAX_REPORT_NOTE, { error: REPORT_MESSAGES.noteTooLong })
    .optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** The answer to a report: 201 for a new one, 200 with `created: false` for a repeat. */
export const reportResponseSchema = z.object({ message: z.string(), created: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** POST /api/admin/moderation */
export const moderationRequestSchema = z.object({
  type: typeSchema,
  id: itemIdSchema,
  action: z.enum(MODERATION_ACTIONS, { error: MODERATION_MESSAGES.invalidAction }),
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: MODERATION_MESSAGES.reasonRequired })
    .max(MAX_MODERATION_REASON, { error: MODERATION_MESSAGES.reasonTooLong }),
});
export type ModerationRequest = z.infer<typeof moderationRequestSchema>;

const personSchema = z.object({
  id: idSchema,
  handle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});

/** One report within a reported item. */
export const openReportSchema = z.object({
  id: idSchema,
  reason: z.enum(REPORT_REASONS),
  note: nullableText,
  createdAt: dateSchema,
  reporter: personSchema,
});

/** One reported item of the queue: the content as it is now, and its open reports (newest first). */
export const reportedItemSchema = z.object({
  type: z.enum(REPORT_TYPES),
  id: idSchema,
  /** A profile's name, a project's title, or a comment's text. */
  title: z.string(),
  /** A profile's bio, a project's description, or the project a comment is on. */
  excerpt: nullableText,
  owner: personSchema.nullable(),
  /** Hidden (or, for a profile, its account suspended) and why. */
  hidden: z.boolean(),
  hiddenReason: nullableText,
  /** The latest open report; for a hidden item without one, when it was hidden. */
  latestReportAt: dateSchema,
  /** Empty for a hidden item whose reports are settled (listed so that it can be restored). */
  reports: z.array(openReportSchema),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/**
 * GET /api/admin/reports: the items with open reports, the most recently reported first, then
 * hidden items and suspended accounts without open reports (so that they can be restored).
 */
export const adminReportsSchema = z.object({
  items: z.array(reportedItemSchema),
  openReports: z.number().int().nonnegative(),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;

/** One admin action as the audit log keeps it. */
export const auditEntrySchema = z.object({
  id: idSchema,
  /** Who acted; null for the command line. */
  actor: personSchema.nullable(),
  /** The actor's name as it was (or the command line's user). */
  actorLabel: z.string(),
  /** `cli` when the command line acted. */
  via: z.enum(['api', 'cli']),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nonnegative(),
  /** What the target was called when it was acted on (it may be gone since). */
  targetLabel: z.string(),
  reason: nullableText,
  createdAt: dateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log?page=&limit=: newest first. */
export const auditLogPageSchema = pageOf(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
