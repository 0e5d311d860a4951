import { fullName } from '@stackfolio/shared-ui';
import type { AdminUser, RecentProject } from '../types';

export interface ActivityItem {
  key: string;
  kind: 'user' | 'project';
  text: string;
  at: string;
}

/** Sign-ups and uploads merged into one newest-first list of events. */
export function buildActivity(
  users: Pick<AdminUser, 'id' | 'firstName' | 'lastName' | 'email' | 'createdAt'>[],
  projects: Pick<RecentProject, 'id' | 'title' | 'createdAt' | 'user'>[],
  limit: number,
): ActivityItem[] {
  const joined = users.map<ActivityItem>((user) => ({
    key: `user-${user.id}`,
    kind: 'user',
    text: `${fullName(user, user.email)} joined the platform`,
    at: user.createdAt,
  }));
  const uploaded = projects.map<ActivityItem>((project) => ({
    key: `project-${project.id}`,
    kind: 'project',
    text: `${fullName(project.user, 'A user')} uploaded "${project.title}"`,
    at: project.createdAt,
  }));
  return [...joined, ...uploaded]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit);
}
