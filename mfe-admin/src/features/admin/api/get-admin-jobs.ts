import { adminJobsSchema } from '@stackfolio/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiSend } from '@stackfolio/shared-ui';

const JOBS = '/api/admin/jobs';

/** GET /api/admin/jobs (admin only): queued, running and failed counts and the failed jobs. */
export function useAdminJobs() {
  return useQuery({
    queryKey: [JOBS],
    queryFn: () => apiJson(process.env.NODE_ENV !== 'production' && adminJobsSchema, 'GET', JOBS),
  });
}

/** POST /api/admin/jobs/{id}/retry; then the jobs are read again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend('POST', `${JOBS}/${encodeURIComponent(id)}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: [JOBS] }),
  });
}
