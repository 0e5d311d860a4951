import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../projects/api/project-keys';

/** SPEC §3 Comment. */
export interface ProjectComment {
  id: number;
  content: string;
  createdAt: string;
  user: {
    id?: number;
    firstName: string | null;
    lastName: string | null;
    avatarUrl?: string | null;
  } | null;
}

/** GET /api/projects/{id}/comments (the API bounds the list). */
export function useComments(projectId: number, enabled = true) {
  return useQuery<ProjectComment[]>({ queryKey: projectKeys.comments(projectId), enabled });
}

/** GET /api/projects/{id}/comment-count: `{ count }`. */
export function useCommentCount(projectId: number) {
  return useQuery<{ count: number }>({ queryKey: projectKeys.commentCount(projectId) });
}
