/** Payload shapes shared by the API responses and every front-end package (docs/product.md §3). */

export interface SocialLinks {
  linkedin?: string | null;
  github?: string | null;
  youtube?: string | null;
}

export interface PublicUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
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
  createdAt: string;
  projectCount?: number;
}

/** GET /api/auth/user: the signed-in user, with both shapes of social links (docs/product.md §3). */
export interface CurrentUser extends PublicUser {
  email: string;
  isAdmin: boolean;
  socialLinks: SocialLinks;
}

/** The project's author as embedded in project responses (docs/product.md §3). */
export interface ProjectAuthor {
  id: number;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  jobTitle: string | null;
}

/** A project as the API returns it (docs/product.md §3); fileSize is in bytes. */
export interface Project {
  id: number;
  userId: number;
  title: string;
  description: string | null;
  tags: string[];
  imageUrl: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  projectUrl: string | null;
  viewCount: number;
  downloadCount: number;
  likeCount: number;
  createdAt: string;
  user?: ProjectAuthor | null;
}
