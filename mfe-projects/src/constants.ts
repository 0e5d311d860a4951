import { FOLLOW_MESSAGES } from '@stackfolio/contract';

/** The projects remote's limits, delays and messages, from docs/product.md §2, §5, §8 and §9 (one source for code and tests). */

export const PROJECT_SKELETON_COUNT = 9;
export const PROJECTS_PAGE_SIZE = 24;
export const CARD_TAG_LIMIT = 3;

export const MAX_TAGS = 20;
/** The tag box and its Add button disable once a project has as many tags as it may (docs/product.md §9). */
export const TAG_ADD_DISABLED_AT = MAX_TAGS;
export const MAX_TITLE_LENGTH = 200;

const MB = 1024 * 1024;
export const MAIN_FILE_MAX_BYTES = 50 * MB;
export const IMAGE_MAX_BYTES = 10 * MB;

/** react-dropzone `accept` maps: the spec's extensions, with the MIME types browsers report for them. */
const MAIN_FILE_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
  'text/plain': ['.txt'],
  'application/json': ['.json'],
};
const IMAGE_ACCEPT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** What each of a project's two uploads accepts, as the file fields show and enforce it (docs/product.md §5). */
export const PROJECT_FILES = {
  file: {
    hint: 'PDF, DOC, DOCX, ZIP, TXT or JSON, up to 50 MB',
    accept: MAIN_FILE_ACCEPT,
    maxSize: MAIN_FILE_MAX_BYTES,
    preview: false,
  },
  image: {
    hint: 'PNG, JPG, GIF or WebP, up to 10 MB',
    accept: IMAGE_ACCEPT,
    maxSize: IMAGE_MAX_BYTES,
    preview: true,
  },
} as const;

export const REACTIONS_POLL_MS = 30_000;

export const MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be under 200 characters',
  invalidUrl: 'Invalid URL',
  tooManyTags: 'Maximum 20 tags allowed',
  missingFieldsTitle: 'Missing required fields',
  missingFieldsDescription: 'Please provide a title and either a file to upload or a project URL.',
  uploadSuccessTitle: 'Success!',
  uploadSuccessDescription: 'Project uploaded!',
  uploadFailed: 'Upload failed',
  uploading: 'Uploading...',
  updateSuccessTitle: 'Success',
  updateSuccessDescription: 'Project updated successfully!',
  updateFailedTitle: 'Error',
  updateFailedFallback: 'Failed to update project',
  deleteSuccessTitle: 'Project deleted',
  deleteSuccessDescription: 'Your project has been deleted successfully.',
  deleteFailed: 'Delete failed',
  invalidProjectId: 'Invalid project ID',
  loadingProject: 'Loading project...',
  projectNotFound: 'Project not found',
  noEditPermission: "You don't have permission to edit this project",
  fileWillBeRemoved: 'File will be removed when you save changes',
  imageWillBeRemoved: 'Image will be removed when you save changes',
  downloadStarted: 'Download started',
  downloadFailed: 'Download failed',
  signInRequired: 'Sign in required',
  signInToComment: 'You need to be signed in to comment.',
  signInToLike: 'You need to be signed in to like projects.',
  genericErrorTitle: 'Error',
  commentAddedTitle: 'Comment added',
  commentAddedDescription: 'Your comment has been posted.',
  noProjectsFound: 'No projects found',
  noProjectsAvailable: 'No projects available',
  uploadFirstProject: 'Upload Your First Project',
  projectsLoadFailed: 'Failed to load projects',
  anonymousUser: 'Anonymous User',
  anonymous: 'Anonymous',
  noReactions: 'No reactions yet',
  reactionsTitle: 'Recent Reactions',
  startedFollowing: 'started following you',
  followingTab: 'Following',
  allProjectsTab: 'All projects',
  followingEmptyTitle: 'No projects from people you follow yet',
  followingEmptyDescription: 'Follow people to see their newest projects here.',
  findPeople: 'Browse profiles',
  followingLoadFailed: 'Failed to load the projects of people you follow',
  signInToSeeFollowing: FOLLOW_MESSAGES.feedSignedIn,
  projectListsLabel: 'Project lists',
} as const;
