// Kept apart from the schemas (account.ts): pages import these without bundling zod.

/** Messages of the self-service account flows, shared by the API, pages and tests. */
export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account with that email exists, you will receive password reset instructions shortly.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordRequired: 'Please enter your current password.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired.',
  emailChangeSent: 'We sent a confirmation link to your new email address.',
  emailChanged: 'Your email address has been changed.',
  sameEmail: 'That is already your email address.',
  deviceNotFound: 'That device is not signed in.',
  confirmEmailFirst: 'Please confirm your e-mail address first.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your e-mail address is confirmed.',
  verificationSent: 'We sent a new confirmation link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  resendConfirmation: 'Resend confirmation',
  tooManyConfirmations: 'Too many confirmation mails.',
} as const;

/** Lifetimes of the links sent by mail. */
export const RESET_TTL_MS = 30 * 60_000;
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60_000;
