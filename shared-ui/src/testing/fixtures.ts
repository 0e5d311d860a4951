import type { CurrentUser, PublicUser } from '../types';

/**
 * A profile as the API returns it (docs/product.md §3), every optional field empty: each package's tests
 * override what they are about (or wrap it with their own plausible defaults).
 */
export function aPublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    bio: null,
    location: null,
    title: null,
    jobTitle: null,
    avatarUrl: null,
    headerImageUrl: null,
    avatar: null,
    headerImage: null,
    skills: [],
    featuredSkills: [],
    githubUrl: null,
    linkedinUrl: null,
    youtubeUrl: null,
    twitterUrl: null,
    socialLinks: { linkedin: null, github: null, youtube: null },
    createdAt: '2025-01-01T00:00:00.000Z',
    projectCount: 0,
    ...overrides,
  };
}

/** The signed-in user as GET /api/auth/user returns it (docs/product.md §3). */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...aPublicUser(overrides),
    email: 'ada@example.com',
    isAdmin: false,
    ...overrides,
  };
}
