import type { ProjectAttrs, UserAttrs } from '../../db/models';
import { uploadUrl } from '../users/users.mapper';

export interface ProjectOwner {
  id: number;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  jobTitle: string | null;
}

/** docs/product.md §3 Project. `filePath` is the download URL; storage locations never leave the server. */
export interface ProjectResponse {
  id: number;
  userId: number;
  title: string;
  description: string | null;
  tags: string[];
  imageUrl: string | null;
  fileName: string | null;
  filePath: string | null;
  fileType: string | null;
  fileSize: number | null;
  projectUrl: string | null;
  viewCount: number;
  downloadCount: number;
  likeCount: number;
  createdAt: Date;
  updatedAt: Date;
  user: ProjectOwner | null;
}

export type OwnerRow = Pick<UserAttrs, 'id' | 'firstName' | 'lastName' | 'avatarKey' | 'jobTitle'>;
export type ProjectRow = ProjectAttrs & { user?: OwnerRow | null };

export const toOwner = (u: OwnerRow): ProjectOwner => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: uploadUrl(u.avatarKey),
  jobTitle: u.jobTitle,
});

export function toProject(p: ProjectRow): ProjectResponse {
  return {
    id: p.id,
    userId: p.userId,
    title: p.title,
    description: p.description,
    tags: p.tags,
    imageUrl: uploadUrl(p.imageKey),
    fileName: p.fileKey ? p.fileName : null,
    filePath: p.fileKey ? `/api/projects/${p.id}/download` : null,
    fileType: p.fileKey ? p.fileType : null,
    fileSize: p.fileKey && p.fileSize !== null ? Number(p.fileSize) : null,
    projectUrl: p.projectUrl,
    viewCount: Number(p.viewCount),
    downloadCount: Number(p.downloadCount),
    likeCount: Number(p.likeCount),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    user: p.user ? toOwner(p.user) : null,
  };
}
