import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { resumeProjectsResponseSchema, type ResumeProject } from '@stackfolio/contract';

/**
 * GET /api/resume/projects: the signed-in user's projects a resume lists, already in the order
 * the server's .docx uses (the rule lives once, on the server), chosen from all their projects.
 */
export async function getResumeProjects(): Promise<ResumeProject[]> {
  const { items } = await apiJson(
    process.env.NODE_ENV !== 'production' && resumeProjectsResponseSchema,
    'GET',
    '/api/resume/projects',
  );
  return items;
}

/**
 * Keyed by user so a new sign-in never shows someone else's list; always refetched on mount
 * because views, which decide the order, change all the time.
 */
export function resumeProjectsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['/api/resume/projects', userId],
    queryFn: getResumeProjects,
    staleTime: 0,
  });
}

export function useResumeProjects(userId: number) {
  return useQuery(resumeProjectsQueryOptions(userId));
}
