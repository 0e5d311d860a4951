/**
 * A project's field limits and messages without zod, so forms and pages that only check or show
 * them load no schema library.
 */

/** docs/product.md §9. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 10_000;
export const MAX_PROJECT_URL = 2000;

export const PROJECT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be under ${MAX_TITLE} characters`,
  invalidUrl: 'Invalid URL',
  tooManyTags: `Maximum ${MAX_TAGS} tags allowed`,
  tagTooLong: `Each tag must be at most ${MAX_TAG_LENGTH} characters`,
  tagsFormat: 'Tags must be a JSON array of text',
  descriptionTooLong: `Description must be at most ${MAX_DESCRIPTION} characters`,
  invalidId: 'Invalid project ID',
  notFound: 'Project not found',
  forbidden: "You don't have permission to edit this project",
  deleted: 'Your project has been deleted successfully.',
} as const;
