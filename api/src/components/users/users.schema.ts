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

const isBlank = (v: unknown) => typeof v === 'string' && v.trim() === '';

/** A name sent empty is left unchanged: a profile always keeps a first and last name. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());

/**
 * An optional detail: absent means "leave unchanged" (the form sends only the fields a person
 * changed); sent empty means the person emptied it, so it is cleared (null).
 */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable().optional());

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
  bio: clearable(z.string().trim().max(500, { error: PROFILE_MESSAGES.bioTooLong })),
  location: clearable(text(200, 'Location')),
  title: clearable(text(200, 'Title')),
  jobTitle: clearable(text(200, 'Job title')),
  skills: optional(skillList(100, PROFILE_MESSAGES.tooManySkills)),
  featuredSkills: optional(skillList(5, PROFILE_MESSAGES.tooManyFeatured)),
  githubUrl: clearable(socialUrl('GitHub')),
  linkedinUrl: clearable(socialUrl('LinkedIn')),
  youtubeUrl: clearable(socialUrl('YouTube')),
  twitterUrl: clearable(socialUrl('Twitter')),
});

export type ProfileInput = z.infer<typeof profileSchema>;

export const searchSchema = z.object({
  q: searchText(100, 'Search text must be at most 100 characters').optional(),
  /** Exact skill (case-insensitive), from a crawlable `/profiles?skill=` link. */
  skill: searchText(50, PROFILE_MESSAGES.skillTooLong).optional(),
});

export type ProfileSearch = z.infer<typeof searchSchema>;
