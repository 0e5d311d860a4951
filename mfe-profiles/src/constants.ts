import {
  FOLLOW_MESSAGES,
  MAX_BIO,
  MAX_FEATURED_SKILLS,
  MAX_SEARCH_TEXT,
  MAX_SKILL_LENGTH,
  MAX_SKILLS,
  MAX_WANTED_LOCATIONS,
  MAX_WANTED_ROLES,
  PROFILE_MESSAGES,
  PROJECT_CONTENT_LIMITS,
} from '@stackfolio/contract';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGN_IN_URL, SIGNED_OUT_TOAST } from '@stackfolio/shared-ui';

/** Every limit, count and text of docs/product.md §2, §5, §8 and §9 this remote shows, in one place. */

// The API's limits are the contract's; these are their names in this remote's forms.
export const BIO_MAX_LENGTH = MAX_BIO;
export const SKILLS_MAX = MAX_SKILLS;
export const FEATURED_SKILLS_MAX = MAX_FEATURED_SKILLS;
/** The API refuses longer skills; the skill box stops there. */
export const SKILL_MAX_LENGTH = MAX_SKILL_LENGTH;
/** The API's image limit (docs/product.md §9 Image), checked before uploading. */
export const IMAGE_MAX_BYTES = PROJECT_CONTENT_LIMITS.imageBytes;

export const PROFILES_SKELETON_COUNT = 6;
export const FEATURED_SKELETON_COUNT = 6;
export const PROJECTS_SKELETON_COUNT = 3;
export const BROWSE_CARD_SKILLS = 5;
export const FEATURED_CARD_SKILLS = 3;

/** Profiles per page of /profiles (divides into 2, 3 and 4 columns). */
export const PROFILES_PAGE_SIZE = 24;
/** Portfolio Projects on a profile: projects per page of "Load more projects". */
export const PORTFOLIO_PAGE_SIZE = 24;
/** The API refuses longer search text. */
export const SEARCH_MAX_LENGTH = MAX_SEARCH_TEXT;
/** docs/product.md §9: access-denial and login redirects wait 500 ms so the toast can be read. */
export const REDIRECT_DELAY_MS = SIGN_IN_REDIRECT_DELAY_MS;
export const LOGIN_ENDPOINT = SIGN_IN_URL;

export const DEFAULT_JOB_TITLE = 'IT Professional';
export const DEFAULT_BIO = 'This professional has not written a bio yet.';
export const HEADER_IMAGE_HINT = 'Recommended size: 1200x300px';

export const TEXT = {
  browseTitle: 'Browse Professional Profiles',
  searchLabel: 'Search profiles',
  searchPlaceholder: 'Search by name, title, location or skill...',
  loadProfilesFailed: 'Failed to load profiles',
  tryAgain: 'Try Again',
  noProfilesFound: 'No profiles found',
  noProfilesAvailable: 'No profiles available',
  clearSearch: 'Clear Search',
  filtersLabel: 'Filter profiles',
  /** The button that shows or hides the filters on a narrow screen (with how many are chosen). */
  filtersToggle: (chosen: number) => (chosen ? `Filters (${chosen})` : 'Filters'),
  locationHint: 'Where they live or would like to work',
  applyFilters: 'Apply filters',
  loadingProfiles: 'Loading profiles...',
  clearFilters: 'Clear filters',
  viewProfile: 'View Profile',
  loadMore: 'Load more profiles',
  loadMoreProjects: 'Load more projects',
  userNotFound: 'User Not Found',
  returnHome: 'Return Home',
  featuredSkills: 'Featured Skills',
  portfolioProjects: 'Portfolio Projects',
  pinnedProjects: 'Pinned',
  otherProjects: 'All projects',
  ownerNoProjects: 'No projects yet',
  visitorNoProjects: 'No projects to show',
  editProfile: 'Edit Profile',
  addProject: 'Add Project',
  featuredTitle: 'Featured Professionals',
  noFeatured: 'No Featured Professionals Yet',
  uploadFirstProject: 'Upload Your First Project',
  saveProfile: 'Save Profile',
  saving: 'Saving...',
  backToProfile: 'Back to Profile',
  cancel: 'Cancel',
  follow: 'Follow',
  unfollow: 'Unfollow',
  follower: 'follower',
  followers: 'followers',
  followingCount: 'following',
  followSection: 'Followers and following',
  followersOf: (name: string) => `People following ${name}`,
  followedBy: (name: string) => `People ${name} follows`,
  noFollowers: 'No followers yet',
  noFollowing: 'Not following anyone yet',
  loadingPeople: 'Loading people',
  loadPeopleFailed: 'Failed to load people',
  loadMorePeople: 'Load more people',
  loading: 'Loading...',
  followFailed: 'Error',
  signInRequired: 'Sign in required',
  signInToFollow: FOLLOW_MESSAGES.signInToFollow,
} as const;

export const TOASTS = {
  profileUpdated: { title: 'Profile updated', description: 'Your profile has been saved.' },
  updateFailed: {
    title: 'Update failed',
    description: 'Failed to update profile. Please try again.',
  },
  loggedOut: SIGNED_OUT_TOAST,
  notSignedIn: {
    title: 'Unauthorized',
    description: 'You need to be logged in to edit your profile',
  },
  skillLimit: {
    title: 'Skill limit reached',
    description: PROFILE_MESSAGES.tooManySkills,
  },
  featuredLimit: {
    title: 'Featured skills limit reached',
    description: PROFILE_MESSAGES.tooManyFeatured,
  },
} as const;

export const VALIDATION = {
  bioTooLong: PROFILE_MESSAGES.bioTooLong,
  invalidUrl: 'Invalid URL',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  imageOnly: 'Please choose an image file',
  imageTooLarge: `Image must be ${IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller`,
} as const;

/** The Open to work section of /edit-profile and of a profile; the values' labels are the contract's. */
export const OPEN_TO_WORK_TEXT = {
  title: 'Open to work',
  status: 'Status',
  notShown: "Don't show",
  roles: 'Roles wanted',
  rolesHint: `Separate roles with commas, up to ${MAX_WANTED_ROLES}.`,
  employmentTypes: 'Employment type',
  workplaces: 'Workplace',
  // Not "Locations": the profile's own Location field is beside it, and one name must not contain the other.
  locations: 'Cities or regions',
  locationsHint: `Where you would work. Separate them with commas, up to ${MAX_WANTED_LOCATIONS}.`,
  availableFrom: 'Available from',
  availableFromHint: 'Leave empty if you can start now.',
  visibility: 'Who sees it',
} as const;
