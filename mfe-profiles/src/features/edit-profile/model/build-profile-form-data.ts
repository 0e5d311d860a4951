import type { ProfileFormValues } from './profile-form-schema';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'location',
  'bio',
  'githubUrl',
  'linkedinUrl',
  'youtubeUrl',
  'twitterUrl',
] as const;

/**
 * The PATCH /api/users/profile body (SPEC §7): text fields, with empty ones omitted (SPEC §5);
 * skills and featuredSkills always, as JSON lists (so removing every skill is saved too); the
 * avatar and header image file parts only when a new image was chosen.
 */
export function buildProfileFormData(values: ProfileFormValues): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value) body.append(field, value);
  }
  body.append('skills', JSON.stringify(values.skills));
  body.append(
    'featuredSkills',
    JSON.stringify(values.featuredSkills.filter((skill) => values.skills.includes(skill))),
  );
  if (values.avatar) body.append('avatar', values.avatar);
  if (values.headerImage) body.append('headerImage', values.headerImage);
  return body;
}
