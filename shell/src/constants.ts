/**
 * The spec's texts, delays and limits for the shell's screens (docs/product.md §2, §4, §5, §8, §9), kept in
 * one place so the forms and their tests read the same values.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

/** docs/product.md §9 delays. */
export const AFTER_LOGIN_REDIRECT_MS = 100;
export const SIMULATED_RESET_DELAY_MS = 1500;
export const COPY_CONFIRMATION_MS = 2000;

/** docs/product.md §5 form messages. */
export const VALIDATION = {
  email: 'Please enter a valid email address',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  firstName: `First name must be at least ${NAME_MIN_LENGTH} characters`,
  lastName: `Last name must be at least ${NAME_MIN_LENGTH} characters`,
  confirmPassword: 'Please confirm your password',
  passwordsMismatch: "Passwords don't match",
} as const;

/** docs/product.md §5 change-password checks, in the order they are applied (title / description toasts). */
export const CHANGE_PASSWORD_ERRORS = {
  missing: { title: 'Missing information', description: 'Please fill in all password fields.' },
  mismatch: {
    title: "Passwords don't match",
    description: 'New password and confirm password must match.',
  },
  tooShort: {
    title: 'Password too short',
    description: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  },
} as const;

/** docs/product.md §8 outcomes. */
export const MESSAGES = {
  loginFailed: 'Login failed. Please check your credentials and try again.',
  registerFailed: 'Registration failed. Please try again.',
  passwordUpdated: {
    title: 'Password updated',
    description: 'Your password has been successfully updated.',
  },
  passwordUpdateFailed: {
    title: 'Error updating password',
    fallback: 'Failed to update password. Please try again.',
  },
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account has been permanently deleted.',
  },
  accountDeleteFailed: {
    title: 'Error deleting account',
    fallback: 'Failed to delete account. Please try again.',
  },
  linkCopied: 'Profile link copied!',
  copyFailed: {
    title: 'Failed to copy',
    description: 'Could not copy the profile link. Please try again.',
  },
} as const;

/** docs/product.md §2 fixed copy. */
export const SEARCH_PLACEHOLDER = 'Search professionals, skills, or projects...';
export const COPYRIGHT_YEAR = 2025;
export const PRIVACY_LAST_UPDATED = 'January 2025';
export const DEFAULT_CONTACT_EMAIL = 'privacy@stackfolio.dev';

/** What account deletion removes (docs/product.md §2 Settings). */
export const DELETED_WITH_ACCOUNT = [
  'Your profile and personal information',
  'All uploaded projects and files',
  'Analytics and engagement data',
  'Comments and likes',
  'Generated resumes and templates',
] as const;
