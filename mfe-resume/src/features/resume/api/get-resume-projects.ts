import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import type { ResumeProjectInput } from '../model/resume-data';

/**
 * GET /api/resume/projects: the signed-in user's projects a resume lists, already in the order
 * the server's .docx uses (the rule lives once, on the server), chosen from all their projects.
 */
export async function getResumeProjects(): Promise<ResumeProjectInput[]> {
  const body = await apiJson<{ items: ResumeProjectInput[] }>('GET', '/api/resume/projects');
  return body?.items ?? [];
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
