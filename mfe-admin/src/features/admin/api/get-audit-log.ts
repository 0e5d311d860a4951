import { auditLogPageSchema } from '@stackfolio/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { AUDIT_LOG_PAGE_SIZE } from '../../../constants';

const AUDIT_LOG = '/api/admin/audit-log';

/** GET /api/admin/audit-log?page=&limit= (admin only): one page, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [AUDIT_LOG, page],
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && auditLogPageSchema,
        'GET',
        `${AUDIT_LOG}?page=${page}&limit=${AUDIT_LOG_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}
