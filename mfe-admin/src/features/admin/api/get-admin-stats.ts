import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../types';

/** GET /api/admin/stats (admin only), through the default query function. */
export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ['/api/admin/stats'] });
}
