import type { UserAttrs } from '../../db/models';

/** Public URL of a stored upload key (see lib/storage.ts and the /uploads route). */
export const uploadUrl = (key: string | null | undefined): string | null =>
  key ? `/uploads/${key}` : null;

/** What anyone may see of a user (docs/product.md §3 User, without email). */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  bio: string | null;
  location: string | null;
  title: string | null;
  jobTitle: string | null;
  avatarUrl: string | null;
  headerImageUrl: string | null;
  skills: string[];
  featuredSkills: string[];
  githubUrl: string | null;
  linkedinUrl: string | null;
  youtubeUrl: string | null;
  twitterUrl: string | null;
  socialLinks: { linkedin: string | null; github: string | null; youtube: string | null };
  createdAt: Date;
  projectCount: number;
}

/** The signed-in user's own record: public fields plus email and isAdmin. */
export interface CurrentUser extends PublicUser {
  email: string;
  isAdmin: boolean;
}

type UserRow = Omit<UserAttrs, 'passwordHash'> & { passwordHash?: string };

export function toPublicUser(user: UserRow, projectCount: number): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    location: user.location,
    title: user.title,
    jobTitle: user.jobTitle,
    avatarUrl: uploadUrl(user.avatarKey),
    headerImageUrl: uploadUrl(user.headerImageKey),
    skills: user.skills,
    featuredSkills: user.featuredSkills,
    githubUrl: user.githubUrl,
    linkedinUrl: user.linkedinUrl,
    youtubeUrl: user.youtubeUrl,
    twitterUrl: user.twitterUrl,
    socialLinks: { linkedin: user.linkedinUrl, github: user.githubUrl, youtube: user.youtubeUrl },
    createdAt: user.createdAt,
    projectCount: Number(projectCount) || 0,
  };
}

export function toCurrentUser(user: UserRow, projectCount: number): CurrentUser {
  return { ...toPublicUser(user, projectCount), email: user.email, isAdmin: Boolean(user.isAdmin) };
}
