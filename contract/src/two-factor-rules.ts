// Kept apart from the schemas (two-factor.ts): pages import these without bundling zod.

/** Messages of two-factor authentication, shared by the API, the forms and their tests. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeFormat: 'Enter the 6 digits your authenticator app shows.',
  invalidCode: 'That code is not valid. Enter the current code from your authenticator app.',
  invalidRecoveryCode: 'That recovery code is not valid or has been used.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  setupFirst: 'Start the set-up again: scan a new QR code.',
  signInExpired: 'Your sign-in has expired. Please enter your email and password again.',
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
  rememberBrowser: 'Remember this browser for 30 days',
} as const;

/**
 * What a person typed in a single "code" field, as the API expects it: digits are an
 * authenticator code, anything else a recovery code; nothing typed sends nothing.
 */
export function secondFactorOf(typed: string): { code?: string; recoveryCode?: string } {
  const text = typed.trim();
  if (!text) return {};
  return /^\d[\d\s]*$/.test(text) ? { code: text } : { recoveryCode: text };
}

/** How many recovery codes a person gets at once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code may take. */
export const TWO_FACTOR_PENDING_MS = 5 * 60_000;
/** How long "Remember this browser" lasts. */
export const TWO_FACTOR_REMEMBER_DAYS = 30;
