import { adminStatsSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** GET /api/admin/stats (admin only), parsed by its contract schema. */
export function useAdminStats() {
  return useQuery({
    queryKey: ['/api/admin/stats'],
    queryFn: () =>
      apiJson(process.env.NODE_ENV !== 'production' && adminStatsSchema, 'GET', '/api/admin/stats'),
  });
}
