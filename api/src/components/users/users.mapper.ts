import {
  DEFAULT_CONTACT_POLICY,
  isoDate,
  openToWorkVisibleTo,
  type CurrentUser,
  type PublicUser,
} from '@stackfolio/contract';
import type { UserAttrs } from '../../db/models';
import { toImageResponse } from '../../lib/images';

/** Public URL of a stored upload key (see lib/storage/storage.ts and the /uploads route). */
export const uploadUrl = (key: string | null | undefined): string | null =>
  key ? `/uploads/${key}` : null;

type UserRow = Omit<UserAttrs, 'passwordHash'> & { passwordHash?: string };

/** The columns a public profile shows (a profile read selects only these). */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'handle',
  'firstName',
  'lastName',
  'bio',
  'location',
  'title',
  'jobTitle',
  'avatarKey',
  'headerImageKey',
  'avatarInfo',
  'headerImageInfo',
  'cardKey',
  'skills',
  'featuredSkills',
  'githubUrl',
  'linkedinUrl',
  'youtubeUrl',
  'twitterUrl',
  'createdAt',
  'followerCount',
  'followingCount',
  'openToWork',
] as const;
export type PublicUserRow = Pick<UserAttrs, (typeof PUBLIC_USER_COLUMNS)[number]>;

/**
 * A profile as `viewer` may see it: open-to-work details kept for signed-in people only are left
 * out for everyone else (the anonymous micro-cache only ever holds that answer).
 */
export function toPublicUser(
  user: PublicUserRow,
  projectCount: number,
  viewer: { signedIn: boolean } = { signedIn: false },
): PublicUser {
  const openToWork = user.openToWork ?? null;
  return {
    id: user.id,
    handle: user.handle ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    location: user.location,
    title: user.title,
    jobTitle: user.jobTitle,
    avatarUrl: uploadUrl(user.avatarKey),
    headerImageUrl: uploadUrl(user.headerImageKey),
    avatar: toImageResponse(user.avatarKey, user.avatarInfo),
    headerImage: toImageResponse(user.headerImageKey, user.headerImageInfo),
    cardUrl: user.avatarKey || user.headerImageKey ? null : uploadUrl(user.cardKey),
    skills: user.skills,
    featuredSkills: user.featuredSkills,
    githubUrl: user.githubUrl,
    linkedinUrl: user.linkedinUrl,
    youtubeUrl: user.youtubeUrl,
    twitterUrl: user.twitterUrl,
    socialLinks: { linkedin: user.linkedinUrl, github: user.githubUrl, youtube: user.youtubeUrl },
    createdAt: isoDate(user.createdAt),
    projectCount: Number(projectCount) || 0,
    followerCount: Number(user.followerCount) || 0,
    followingCount: Number(user.followingCount) || 0,
    openToWork: openToWork && openToWorkVisibleTo(openToWork, viewer.signedIn) ? openToWork : null,
  };
}

/** The signed-in user; with confirmation off nobody is asked to confirm (`emailVerified`). */
export function toCurrentUser(
  user: UserRow,
  projectCount: number,
  emailVerification: 'required' | 'off',
): CurrentUser {
  return {
    ...toPublicUser(user, projectCount, { signedIn: true }),
    email: user.email,
    isAdmin: Boolean(user.isAdmin),
    emailVerified: emailVerification === 'off' || Boolean(user.emailVerifiedAt),
    contactPolicy: user.contactPolicy ?? DEFAULT_CONTACT_POLICY,
  };
}
