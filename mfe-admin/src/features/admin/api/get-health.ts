import { healthSchema } from '@stackfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@stackfolio/shared-ui';
import type { HealthStatus } from '../types';

/**
 * GET /api/health. A 503 still carries a health body (`database: 'down'`), so it is read rather
 * than thrown; a network failure or another status is an error.
 */
export async function getHealth(): Promise<HealthStatus> {
  try {
    return await apiJson(
      process.env.NODE_ENV !== 'production' && healthSchema,
      'GET',
      '/api/health',
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      try {
        return healthSchema.parse(JSON.parse(error.body));
      } catch {
        return { status: 'error', database: 'down' };
      }
    }
    throw error;
  }
}

export function useHealth() {
  return useQuery({ queryKey: ['/api/health'], queryFn: getHealth });
}
