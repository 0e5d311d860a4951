import type { ResumeProject } from '@stackfolio/contract';
import type { CurrentUser } from '@stackfolio/shared-ui';

/** A signed-in user with a complete profile, as GET /api/auth/user returns it. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    handle: 'ada-lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    bio: 'Analyst of engines and writer of the first published algorithm.',
    location: 'London, UK',
    title: null,
    jobTitle: 'Principal Engineer',
    avatarUrl: null,
    headerImageUrl: null,
    avatar: null,
    headerImage: null,
    cardUrl: null,
    skills: ['Python', 'TypeScript', 'Mathematics', 'Rust'],
    featuredSkills: ['Mathematics', 'Rust'],
    githubUrl: 'https://github.com/ada',
    linkedinUrl: null,
    youtubeUrl: null,
    twitterUrl: null,
    socialLinks: { linkedin: 'https://www.linkedin.com/in/ada', github: null, youtube: null },
    createdAt: '2025-01-02T10:00:00.000Z',
    projectCount: 0,
    followerCount: 0,
    followingCount: 0,
    openToWork: null,
    isAdmin: false,
    emailVerified: true,
    contactPolicy: 'everyone',
    ...overrides,
  };
}

/**
 * `count` projects named "Project 1".."Project N", each with `tagCount` tags "tag-1"..: only the
 * fields GET /api/resume/projects sends.
 */
export function makeProjects(count: number, tagCount = 8): ResumeProject[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Project ${index + 1}`,
    description: `Description of project ${index + 1}`,
    tags: Array.from({ length: tagCount }, (_, tag) => `tag-${tag + 1}`),
    projectUrl: `https://example.com/p${index + 1}`,
    path: `/@ada-lovelace/project-${index + 1}`,
  }));
}
