import { z } from 'zod';
import { handleSchema, PROFILE_MESSAGES } from '@stackfolio/contract';
import type { CurrentUser } from '@stackfolio/shared-ui';
import {
  BIO_MAX_LENGTH,
  FEATURED_SKILLS_MAX,
  IMAGE_MAX_BYTES,
  SKILLS_MAX,
  VALIDATION,
} from '../../../constants';
import { openToWorkFormDefaults, openToWorkFormSchema } from './open-to-work-form';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const text = z.string().trim();
/** Empty names are omitted (kept unchanged); a given name has at least 2 characters (docs/product.md §5). */
const personName = (message: string) =>
  text.refine((value) => value === '' || value.length >= 2, message);
const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isHttpUrl(value), VALIDATION.invalidUrl);

/** docs/product.md §5: image uploads accept image files only, within the API's image limit. */
const optionalImage = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => !file || file.type.startsWith('image/'), VALIDATION.imageOnly)
  .refine((file) => !file || file.size <= IMAGE_MAX_BYTES, VALIDATION.imageTooLarge);

/** Edit profile (docs/product.md §5): bio ≤ 500, ≤ 100 skills, ≤ 5 featured, http(s) social links, images only; Open to work by the contract's rules. */
export const profileFormSchema = z.object({
  firstName: personName(VALIDATION.firstNameTooShort),
  lastName: personName(VALIDATION.lastNameTooShort),
  /** The public address `/@handle`: the API's own rules. */
  handle: handleSchema,
  jobTitle: text,
  location: text,
  bio: z.string().max(BIO_MAX_LENGTH, VALIDATION.bioTooLong),
  skills: z.array(z.string()).max(SKILLS_MAX, PROFILE_MESSAGES.tooManySkills),
  featuredSkills: z.array(z.string()).max(FEATURED_SKILLS_MAX, PROFILE_MESSAGES.tooManyFeatured),
  githubUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  twitterUrl: optionalUrl,
  avatar: optionalImage,
  headerImage: optionalImage,
  openToWork: openToWorkFormSchema,
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** The form starts from the signed-in user's record (both shapes of social links, docs/product.md §3). */
export function profileFormDefaults(user: CurrentUser): ProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    handle: user.handle ?? '',
    jobTitle: user.jobTitle ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    skills: user.skills ?? [],
    featuredSkills: (user.featuredSkills ?? []).filter((skill) =>
      (user.skills ?? []).includes(skill),
    ),
    githubUrl: user.githubUrl ?? user.socialLinks?.github ?? '',
    linkedinUrl: user.linkedinUrl ?? user.socialLinks?.linkedin ?? '',
    youtubeUrl: user.youtubeUrl ?? user.socialLinks?.youtube ?? '',
    twitterUrl: user.twitterUrl ?? '',
    avatar: null,
    headerImage: null,
    openToWork: openToWorkFormDefaults(user.openToWork ?? null),
  };
}
