import { z } from 'zod';
import { personName } from './auth';
import { contactPolicySchema } from './contact';
import { handleSchema } from './handles';
import { openToWorkRequestSchema, openToWorkSchema } from './open-to-work';
import { EMPLOYMENT_TYPES, MAX_OPEN_TO_WORK_TEXT, WORKPLACES } from './open-to-work-rules';
import { MAX_SKILL_FILTERS, PROFILE_FILTER_MESSAGES, PROFILE_SORTS } from './profile-filter-rules';
import { dateSchema, idSchema, nullableText, pageOf } from './common';
import { imageSchema } from './images';
import {
  MAX_BIO,
  MAX_FEATURED_SKILLS,
  MAX_PROFILE_TEXT,
  MAX_SKILL_LENGTH,
  MAX_SKILLS,
  MAX_SOCIAL_URL,
  PROFILE_MESSAGES,
} from './profile-rules';
import { MAX_SEARCH_TEXT, SEARCH_TOO_LONG } from './search-rules';
import { isHttpUrl, jsonList, searchText, uploadUrlSchema } from './text';

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

/** A social link as typed: trimmed, at most 500 characters, an http(s) URL. */
export const socialUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(MAX_SOCIAL_URL, { error: PROFILE_MESSAGES.socialUrl(label) })
    .refine(isHttpUrl, { error: PROFILE_MESSAGES.socialUrl(label) });

const skillList = (max: number, message: string) =>
  jsonList(PROFILE_MESSAGES.skillsFormat)
    .refine((s) => s.length <= max, { error: message })
    .refine((s) => s.every((x) => x.length <= MAX_SKILL_LENGTH), {
      error: PROFILE_MESSAGES.skillTooLong,
    });

/** The bio as typed: at most 500 characters once trimmed (counted live by the form). */
export const bioSchema = z.string().trim().max(MAX_BIO, { error: PROFILE_MESSAGES.bioTooLong });

/** PATCH /api/users/profile (multipart): only the fields a person changed. */
export const profileRequestSchema = z.object({
  firstName: optional(personName(PROFILE_MESSAGES.firstName)),
  lastName: optional(personName(PROFILE_MESSAGES.lastName)),
  bio: clearable(bioSchema),
  location: clearable(text(MAX_PROFILE_TEXT, 'Location')),
  title: clearable(text(MAX_PROFILE_TEXT, 'Title')),
  jobTitle: clearable(text(MAX_PROFILE_TEXT, 'Job title')),
  skills: optional(skillList(MAX_SKILLS, PROFILE_MESSAGES.tooManySkills)),
  featuredSkills: optional(skillList(MAX_FEATURED_SKILLS, PROFILE_MESSAGES.tooManyFeatured)),
  githubUrl: clearable(socialUrl('GitHub')),
  linkedinUrl: clearable(socialUrl('LinkedIn')),
  youtubeUrl: clearable(socialUrl('YouTube')),
  twitterUrl: clearable(socialUrl('Twitter')),
  /** A new handle; the old one keeps redirecting for OLD_HANDLE_DAYS. */
  handle: optional(handleSchema),
  /** Who may send this person contact requests (Settings). */
  contactPolicy: contactPolicySchema.optional(),
  /** Open-to-work details (a JSON object); empty or null clears them. */
  openToWork: openToWorkRequestSchema.optional(),
});
export type ProfileRequest = z.infer<typeof profileRequestSchema>;

/** A query parameter given once or repeated (`?skill=a&skill=b`), as a list without blanks. */
const repeatable = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => !isBlank(x));
      return list.length ? list : undefined;
    },
    z.array(item).max(max, { error: tooMany }).optional(),
  );

/** `?open=1`; `open=` or `open=0` is no filter. */
const openFilter = z.preprocess(
  (v) => (v === '' || v === '0' ? undefined : v),
  z.literal('1', { error: PROFILE_FILTER_MESSAGES.open }).optional(),
);

/**
 * GET /api/users/all and /profiles filters (docs/product.md, Profiles): every `skill` must match
 * (exactly, any case); `location` matches the profile's location or a wanted location (part of
 * the text, any case); `open=1` people open to work or casually looking; `workplace` and `type`
 * any of the values given.
 */
export const profileSearchSchema = z.object({
  q: searchText(MAX_SEARCH_TEXT, SEARCH_TOO_LONG).optional(),
  skill: repeatable(
    searchText(MAX_SKILL_LENGTH, PROFILE_MESSAGES.skillTooLong),
    MAX_SKILL_FILTERS,
    PROFILE_FILTER_MESSAGES.tooManySkills,
  ),
  location: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    searchText(MAX_OPEN_TO_WORK_TEXT, PROFILE_FILTER_MESSAGES.location).optional(),
  ),
  open: openFilter,
  workplace: repeatable(
    z.enum(WORKPLACES, { error: PROFILE_FILTER_MESSAGES.workplace }),
    WORKPLACES.length,
    PROFILE_FILTER_MESSAGES.workplace,
  ),
  type: repeatable(
    z.enum(EMPLOYMENT_TYPES, { error: PROFILE_FILTER_MESSAGES.type }),
    EMPLOYMENT_TYPES.length,
    PROFILE_FILTER_MESSAGES.type,
  ),
  sort: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(PROFILE_SORTS, { error: PROFILE_FILTER_MESSAGES.sort }).optional(),
  ),
});
export type ProfileSearch = z.infer<typeof profileSearchSchema>;

/** How many profiles of the current search have each value (the filters' counts). */
const facetCountSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export const profileFacetsSchema = z.object({
  /** The most frequent skills (at most PROFILE_FACET_SKILLS), and every skill filtered on. */
  skill: z.array(facetCountSchema),
  workplace: z.array(facetCountSchema),
  type: z.array(facetCountSchema),
  /** `[{ value: '1', count }]`: people open to work or casually looking. */
  open: z.array(facetCountSchema),
});
export type ProfileFacets = z.infer<typeof profileFacetsSchema>;

/** Both spellings of the social links (docs/product.md §3 User). */
export const socialLinksSchema = z.object({
  linkedin: nullableText,
  github: nullableText,
  youtube: nullableText,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** What anyone may see of a user (docs/product.md §3 User, without email). */
export const publicUserSchema = z.object({
  id: idSchema,
  /** The public address `/@{handle}`; null only for a row that predates it. */
  handle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  bio: nullableText,
  location: nullableText,
  title: nullableText,
  jobTitle: nullableText,
  avatarUrl: uploadUrlSchema,
  headerImageUrl: uploadUrlSchema,
  /** The processed avatar and header image (variants, size, placeholder); null before processing. */
  avatar: imageSchema.nullable(),
  headerImage: imageSchema.nullable(),
  /** The generated share card (1200×630 PNG) of a profile without an avatar or header image; null otherwise or until made. */
  cardUrl: uploadUrlSchema,
  skills: z.array(z.string()),
  featuredSkills: z.array(z.string()),
  githubUrl: nullableText,
  linkedinUrl: nullableText,
  youtubeUrl: nullableText,
  twitterUrl: nullableText,
  socialLinks: socialLinksSchema,
  createdAt: dateSchema,
  projectCount: z.number().int().nonnegative(),
  /** How many people follow this user and how many they follow. */
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  /** Open-to-work details; null when none are set or the viewer may not see them (visibility). */
  openToWork: openToWorkSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/user and the PATCH /api/users/profile answer: public fields, email, isAdmin. */
export const currentUserSchema = publicUserSchema.extend({
  email: z.string(),
  isAdmin: z.boolean(),
  /** Whether the address is confirmed; false only while confirmation is required and pending. */
  emailVerified: z.boolean(),
  /** Who may send this person contact requests. */
  contactPolicy: contactPolicySchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/users/featured: a short bare array (never paged). */
export const featuredUsersSchema = z.array(publicUserSchema);

/** GET /api/users/all?page=&limit=: one page of profiles (the browse list, the community count). */
/** A page of GET /api/users/all, with the counts of its search's filters. */
export const profilesPageSchema = pageOf(publicUserSchema).extend({ facets: profileFacetsSchema });
export type ProfilesPage = z.infer<typeof profilesPageSchema>;

/**
 * GET /api/users/all: the plain call's bounded array, or with `?page=`/`?limit=` a page and the
 * counts of its search's filters.
 */
export const profileListSchema = z.union([z.array(publicUserSchema), profilesPageSchema]);
