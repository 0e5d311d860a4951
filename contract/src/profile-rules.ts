import { AUTH_MESSAGES } from './auth-rules';

// Kept apart from the schemas (users.ts): pages import these without bundling zod.

/** docs/product.md §9: bio length, skills and featured skills per profile, characters per skill. */
export const MAX_BIO = 500;
export const MAX_SKILLS = 100;
export const MAX_FEATURED_SKILLS = 5;
export const MAX_SKILL_LENGTH = 50;
export const MAX_PROFILE_TEXT = 200;
export const MAX_SOCIAL_URL = 500;

export const PROFILE_MESSAGES = {
  bioTooLong: `Bio must be at most ${MAX_BIO} characters`,
  tooManySkills: `You can have at most ${MAX_SKILLS} skills`,
  tooManyFeatured: `You can feature at most ${MAX_FEATURED_SKILLS} skills`,
  featuredNotInSkills: 'Featured skills must be chosen from your skills',
  skillTooLong: `Each skill must be at most ${MAX_SKILL_LENGTH} characters`,
  skillsFormat: 'Skills must be a JSON array of text',
  firstName: AUTH_MESSAGES.firstName,
  lastName: AUTH_MESSAGES.lastName,
  invalidId: 'Invalid user ID',
  notFound: 'User not found',
  socialUrl: (label: string) => `${label} URL must be a valid http(s) URL`,
} as const;
