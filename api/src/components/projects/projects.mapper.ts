import {
  isoDate,
  projectPath,
  type Project,
  type ProjectAuthor,
  type ProjectDetail,
  type ProjectFile,
  type ProjectImage,
} from '@stackfolio/contract';
import type { ProjectAttrs, UserAttrs } from '../../db/models';
import { toImageResponse } from '../../lib/images';
import { uploadUrl } from '../users/users.mapper';
import type { ProjectFileRow, ProjectImageRow } from './project-content.repository';

export type OwnerRow = Pick<
  UserAttrs,
  'id' | 'handle' | 'firstName' | 'lastName' | 'avatarKey' | 'avatarInfo' | 'jobTitle'
> &
  Partial<Pick<UserAttrs, 'suspendedAt'>>;
export type ProjectRow = ProjectAttrs & { user?: OwnerRow | null };

export const toOwner = (u: OwnerRow): ProjectAuthor => ({
  id: u.id,
  handle: u.handle ?? null,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: uploadUrl(u.avatarKey),
  avatar: toImageResponse(u.avatarKey, u.avatarInfo),
  jobTitle: u.jobTitle,
});

export function toProject(p: ProjectRow): Project {
  return {
    id: p.id,
    userId: p.userId,
    title: p.title,
    slug: p.slug,
    path: p.user?.handle ? projectPath(p.user.handle, p.slug) : null,
    description: p.description,
    tags: p.tags,
    imageUrl: uploadUrl(p.imageKey),
    image: toImageResponse(p.imageKey, p.imageInfo),
    fileName: p.fileKey ? p.fileName : null,
    filePath: p.fileKey ? `/api/projects/${p.id}/download` : null,
    fileType: p.fileKey ? p.fileType : null,
    fileSize: p.fileKey && p.fileSize !== null ? Number(p.fileSize) : null,
    projectUrl: p.projectUrl,
    viewCount: Number(p.viewCount),
    downloadCount: Number(p.downloadCount),
    likeCount: Number(p.likeCount),
    createdAt: isoDate(p.createdAt),
    updatedAt: isoDate(p.updatedAt),
    user: p.user ? toOwner(p.user) : null,
    pinned: Number(p.pinRank) > 0,
    // Only readers who may see a hidden project (its owner, admins) ever get one.
    ...(p.hiddenAt ? { hiddenByModerators: p.hiddenReason ?? '' } : {}),
  };
}

export const toProjectImage = (i: ProjectImageRow): ProjectImage => ({
  id: i.id,
  url: uploadUrl(i.imageKey)!,
  alt: i.alt,
  width: i.imageInfo?.width ?? null,
  height: i.imageInfo?.height ?? null,
  image: toImageResponse(i.imageKey, i.imageInfo),
});

export const toProjectFile = (f: ProjectFileRow): ProjectFile => ({
  id: f.id,
  name: f.name,
  size: Number(f.size),
  type: f.type,
  url: `/api/projects/${f.projectId}/files/${f.id}`,
  previewKind: f.previewKind,
  preview: f.previewState,
});

/** One project as its page shows it: the card's fields, the write-up, gallery and files. */
export function toProjectDetail(
  p: ProjectRow,
  content: { images: ProjectImageRow[]; files: ProjectFileRow[] },
): ProjectDetail {
  return {
    ...toProject(p),
    writeup: p.writeup ?? null,
    writeupHtml: p.writeupHtml ?? null,
    images: content.images.map(toProjectImage),
    files: content.files.map(toProjectFile),
    cardUrl: p.imageKey ? null : uploadUrl(p.cardKey),
  };
}
