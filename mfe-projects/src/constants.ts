import { FOLLOW_MESSAGES, PROJECT_MESSAGES } from '@stackfolio/contract';
import { PROJECT_CARD_TEXT } from '@stackfolio/shared-ui';

/**
 * The projects remote's delays and messages, from docs/product.md §2, §5 and §8 (one source for
 * code and tests). A project's limits and the API's messages come from @stackfolio/contract.
 */

export const PROJECT_SKELETON_COUNT = 9;
export const PROJECTS_PAGE_SIZE = 24;

export const REACTIONS_POLL_MS = 30_000;

export const MESSAGES = {
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
  invalidProjectId: PROJECT_MESSAGES.invalidId,
  loadingProject: 'Loading project...',
  projectNotFound: PROJECT_MESSAGES.notFound,
  noEditPermission: PROJECT_MESSAGES.forbidden,
  downloadStarted: 'Download started',
  downloadFailed: 'Download failed',
  signInRequired: 'Sign in required',
  signInToComment: 'You need to be signed in to comment.',
  signInToLike: 'You need to be signed in to like projects.',
  genericErrorTitle: 'Error',
  commentAddedTitle: 'Comment added',
  commentAddedDescription: 'Your comment has been posted.',
  commentUpdatedTitle: 'Comment updated',
  commentDeletedTitle: 'Comment deleted',
  commentDeletedDescription: 'The comment has been removed.',
  deleteCommentTitle: 'Delete comment',
  deleteCommentConfirm: 'Are you sure you want to delete this comment? This cannot be undone.',
  commentEdited: 'edited',
  noProjectsFound: 'No projects found',
  noProjectsAvailable: 'No projects available',
  uploadFirstProject: 'Upload Your First Project',
  projectsLoadFailed: 'Failed to load projects',
  anonymousUser: PROJECT_CARD_TEXT.anonymousAuthor,
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
