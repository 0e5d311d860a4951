// Kept apart from the schemas (auth.ts): pages import these without bundling zod.

/** Messages of docs/product.md §5, shared by the API, the forms and their tests. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  missingPasswords: 'Please fill in all password fields.',
  newPasswordShort: 'New password must be at least 6 characters long.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

/** Upper bound so nobody can make scrypt hash megabytes. */
export const MAX_PASSWORD = 1024;
export const MAX_NAME = 100;
