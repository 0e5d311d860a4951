import { EMPLOYMENT_TYPES, WORKPLACES, type ProfileFacets } from '@stackfolio/contract';
import type { CurrentUser, Project, PublicUser } from '../types';

/**
 * A profile as the API returns it (docs/product.md §3), every optional field empty: each package's tests
 * override what they are about (or wrap it with their own plausible defaults).
 */
export function aPublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    // No handle: links fall back to /profile/{id}; tests about handles set one.
    handle: null,
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
    cardUrl: null,
    skills: [],
    featuredSkills: [],
    githubUrl: null,
    linkedinUrl: null,
    youtubeUrl: null,
    twitterUrl: null,
    socialLinks: { linkedin: null, github: null, youtube: null },
    createdAt: '2025-01-01T00:00:00.000Z',
    projectCount: 0,
    followerCount: 0,
    followingCount: 0,
    openToWork: null,
    ...overrides,
  };
}

/** The signed-in user as GET /api/auth/user returns it (docs/product.md §3). */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...aPublicUser(overrides),
    email: 'ada@example.com',
    isAdmin: false,
    emailVerified: true,
    contactPolicy: 'everyone',
    ...overrides,
  };
}

/** A project as the API returns it (docs/product.md §3), a link and nothing else: override the rest. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 1,
    userId: 1,
    title: 'Analytical Engine',
    slug: 'analytical-engine',
    path: null,
    description: null,
    tags: [],
    imageUrl: null,
    image: null,
    fileName: null,
    filePath: null,
    fileType: null,
    fileSize: null,
    projectUrl: 'https://example.com/',
    viewCount: 0,
    downloadCount: 0,
    likeCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    user: null,
    pinned: false,
    ...overrides,
  };
}

/** The API's answer to a list call with `?page=&limit=` (what every front-end list sends). */
export function aPage<T>(items: T[], { total = items.length, page = 1, limit = 20 } = {}) {
  return { items, total, page, limit };
}

/** The counts of a profile search's filters: none, but for the ones given. */
export function aFacets(overrides: Partial<ProfileFacets> = {}): ProfileFacets {
  return {
    skill: [],
    workplace: WORKPLACES.map((value) => ({ value, count: 0 })),
    type: EMPLOYMENT_TYPES.map((value) => ({ value, count: 0 })),
    open: [{ value: '1', count: 0 }],
    ...overrides,
  };
}
