import { z } from 'zod';
import { isHttpUrl, jsonList, searchText } from '../projects/projects.schema';

export const PROFILE_MESSAGES = {
  bioTooLong: 'Bio must be at most 500 characters',
  tooManySkills: 'You can have at most 100 skills',
  tooManyFeatured: 'You can feature at most 5 skills',
  featuredNotInSkills: 'Featured skills must be chosen from your skills',
  skillTooLong: 'Each skill must be at most 50 characters',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  socialUrl: (label: string) => `${label} URL must be a valid http(s) URL`,
} as const;

/** Empty text means "leave unchanged" (SPEC §5: empty fields are omitted on save). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const socialUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, { error: PROFILE_MESSAGES.socialUrl(label) })
    .refine(isHttpUrl, { error: PROFILE_MESSAGES.socialUrl(label) });

const skillList = (max: number, message: string) =>
  jsonList('Skills must be a JSON array of text')
    .refine((s) => s.length <= max, { error: message })
    .refine((s) => s.every((x) => x.length <= 50), { error: PROFILE_MESSAGES.skillTooLong });

export const profileSchema = z.object({
  firstName: optional(z.string().trim().min(2, { error: PROFILE_MESSAGES.firstName }).max(100)),
  lastName: optional(z.string().trim().min(2, { error: PROFILE_MESSAGES.lastName }).max(100)),
  bio: optional(z.string().trim().max(500, { error: PROFILE_MESSAGES.bioTooLong })),
  location: optional(text(200, 'Location')),
  title: optional(text(200, 'Title')),
  jobTitle: optional(text(200, 'Job title')),
  skills: optional(skillList(100, PROFILE_MESSAGES.tooManySkills)),
  featuredSkills: optional(skillList(5, PROFILE_MESSAGES.tooManyFeatured)),
  githubUrl: optional(socialUrl('GitHub')),
  linkedinUrl: optional(socialUrl('LinkedIn')),
  youtubeUrl: optional(socialUrl('YouTube')),
  twitterUrl: optional(socialUrl('Twitter')),
});

export type ProfileInput = z.infer<typeof profileSchema>;

export const searchSchema = z.object({
  q: searchText(100, 'Search text must be at most 100 characters').optional(),
  /** Exact skill (case-insensitive), from a crawlable `/profiles?skill=` link. */
  skill: searchText(50, PROFILE_MESSAGES.skillTooLong).optional(),
});

export type ProfileSearch = z.infer<typeof searchSchema>;
