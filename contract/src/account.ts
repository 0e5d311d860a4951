import { z } from 'zod';
import { AUTH_MESSAGES, MAX_PASSWORD, emailSchema, passwordSchema } from './auth';

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

/** A token from a mailed link; anything malformed reads as an invalid link. */
const tokenOf = (error: string) => z.string({ error }).min(16, { error }).max(128, { error });

/** The current password a sensitive change asks for again (re-authentication). */
export const currentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .max(MAX_PASSWORD, { error: AUTH_MESSAGES.wrongCurrentPassword });

/** POST /api/account/forgot-password: answered 202 with resetRequested, account or not. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/account/reset-password: the mailed token and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: tokenOf(ACCOUNT_MESSAGES.resetLinkInvalid),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** DELETE /api/auth/delete-account: the current password. */
export const reauthRequestSchema = z.object({ password: currentPasswordSchema });
export type ReauthRequest = z.infer<typeof reauthRequestSchema>;

/** POST /api/account/change-email: the current password and the new address. */
export const changeEmailRequestSchema = z.object({
  password: currentPasswordSchema,
  newEmail: emailSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST /api/account/confirm-email: the token mailed to the new address. */
export const confirmEmailRequestSchema = z.object({
  token: tokenOf(ACCOUNT_MESSAGES.emailLinkInvalid),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** POST /api/account/verify-email: the token mailed to a new account's address. */
export const verifyEmailRequestSchema = z.object({
  token: tokenOf(ACCOUNT_MESSAGES.verifyLinkInvalid),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** One signed-in browser or API token of the account (Settings → Devices). */
export const deviceSchema = z.object({
  /** `s_<hash of the session id>` or `t_<token id>`: never the secret itself. */
  id: z.string(),
  kind: z.enum(['browser', 'api-token']),
  browser: z.string(),
  os: z.string(),
  /** ISO country code of the sign-in, when the trusted proxy named one. */
  country: z.string().nullable(),
  lastActiveAt: z.string(),
  signedInAt: z.string().nullable(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

/** GET /api/account/devices, and the answer of every sign-out. */
export const devicesResponseSchema = z.object({ devices: z.array(deviceSchema) });
export type DevicesResponse = z.infer<typeof devicesResponseSchema>;
