import { listOf, messageResponseSchema, pageQuerySchema } from './common';
import type { Endpoint } from './endpoint-types';
import * as moderation from './moderation';

/** Reports by signed-in people, and the moderators' queue, actions and audit log. */
export const MODERATION_ENDPOINTS: Record<string, Endpoint> = {
  'POST /api/reports': {
    summary: 'Report a profile, a project or a comment (one open report per person per item)',
    access: 'user',
    body: moderation.reportRequestSchema,
    answer: moderation.reportResponseSchema,
    status: 201,
    errors: [429],
  },
  'GET /api/admin/reports': {
    summary: 'Open reports, grouped by item, most recently reported first',
    access: 'admin',
    answer: moderation.adminReportsSchema,
  },
  'POST /api/admin/moderation': {
    summary: 'Dismiss, hide, restore, remove, suspend or unsuspend (with a reason)',
    access: 'admin',
    body: moderation.moderationRequestSchema,
    answer: messageResponseSchema,
  },
  'GET /api/admin/audit-log': {
    summary: 'Every admin action, newest first',
    access: 'admin',
    query: pageQuerySchema,
    answer: listOf(moderation.auditEntrySchema),
  },
};
