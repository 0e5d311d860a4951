import {
  adminReportsSchema,
  messageResponseSchema,
  type ModerationRequest,
} from '@stackfolio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

export const REPORTS = '/api/admin/reports';
const MODERATION = '/api/admin/moderation';
const check = process.env.NODE_ENV !== 'production';

/** GET /api/admin/reports (admin only): the items with open reports, grouped. */
export function useAdminReports() {
  return useQuery({
    queryKey: [REPORTS],
    queryFn: () => apiJson(check && adminReportsSchema, 'GET', REPORTS),
  });
}

/** POST /api/admin/moderation; then the queue, the totals and the audit log are read again. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ModerationRequest) =>
      apiJson(check && messageResponseSchema, 'POST', MODERATION, request),
    onSettled: () =>
      Promise.all(
        [REPORTS, '/api/admin/stats', '/api/admin/audit-log'].map((key) =>
          client.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
