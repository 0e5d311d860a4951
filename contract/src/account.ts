import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { AUTH_MESSAGES, MAX_PASSWORD } from './auth-rules';
import { ACCOUNT_MESSAGES } from './account-rules';
import { secondFactorFields } from './two-factor';

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

/** DELETE /api/auth/delete-account: the current password (and the second factor when it is on). */
export const reauthRequestSchema = z.object({
  password: currentPasswordSchema,
  ...secondFactorFields,
});
export type ReauthRequest = z.infer<typeof reauthRequestSchema>;

/** POST /api/account/change-email: the current password and the new address. */
export const changeEmailRequestSchema = z.object({
  password: currentPasswordSchema,
  newEmail: emailSchema,
  ...secondFactorFields,
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
