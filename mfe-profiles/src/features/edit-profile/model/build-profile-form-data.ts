import { openToWorkChanged, openToWorkField } from './open-to-work-form';
import type { ProfileFormInput, ProfileFormValues } from './profile-form-schema';

/** A profile always keeps its names: an emptied name is left as it was, not cleared. */
const NAME_FIELDS = ['firstName', 'lastName'] as const;

/** Optional details a person may empty to clear them. */
const CLEARABLE_FIELDS = [
  'jobTitle',
  'location',
  'bio',
  'githubUrl',
  'linkedinUrl',
  'youtubeUrl',
  'twitterUrl',
] as const;

/**
 * The PATCH /api/users/profile body (docs/product.md §7): only the text fields the person changed from
 * `saved` (the values the form started from), so untouched fields stay omitted; an optional
 * field they emptied is sent empty, which the API reads as "clear it"; the handle when changed. Skills and featuredSkills
 * always, as JSON lists (so removing every skill is saved too); the avatar and header image file
 * parts only when a new image was chosen. Open to work when changed: its JSON, or '' to clear it.
 */
export function buildProfileFormData(
  values: ProfileFormValues,
  saved: Pick<ProfileFormInput, (typeof CLEARABLE_FIELDS)[number] | 'handle' | 'openToWork'>,
): FormData {
  const body = new FormData();
  // A new handle only when it changed: the old one then redirects.
  if (values.handle !== saved.handle.trim().toLowerCase()) body.append('handle', values.handle);
  for (const field of NAME_FIELDS) {
    const value = values[field].trim();
    if (value) body.append(field, value);
  }
  for (const field of CLEARABLE_FIELDS) {
    const value = values[field].trim();
    if (value !== saved[field].trim()) body.append(field, value);
  }
  body.append('skills', JSON.stringify(values.skills));
  body.append(
    'featuredSkills',
    JSON.stringify(values.featuredSkills.filter((skill) => values.skills.includes(skill))),
  );
  if (openToWorkChanged(values.openToWork, saved.openToWork))
    body.append('openToWork', openToWorkField(values.openToWork));
  if (values.avatar) body.append('avatar', values.avatar);
  if (values.headerImage) body.append('headerImage', values.headerImage);
  return body;
}
