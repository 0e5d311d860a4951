import { z } from 'zod';
import { TWO_FACTOR_MESSAGES } from './two-factor-rules';

/** A code from an authenticator app: 6 digits (spaces a person typed are dropped). */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .max(32, { error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.codeFormat }));

/** A recovery code as a person types it: letters and digits, dashes and spaces ignored. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.invalidRecoveryCode })
  .max(64, { error: TWO_FACTOR_MESSAGES.invalidRecoveryCode })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{1,32}$/, { error: TWO_FACTOR_MESSAGES.invalidRecoveryCode }));

/**
 * The second factor a sensitive request carries when two-factor authentication is on: a current
 * code or an unused recovery code. Optional in the schema; the server asks for it when it is on.
 */
export const secondFactorFields = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
export const secondFactorSchema = z.object(secondFactorFields);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/** GET /api/account/2fa: whether it is on, and how many recovery codes are left unused. */
export const twoFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/2fa/totp/setup: a new secret, its otpauth:// URL and a QR code of it (SVG data URL). */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /api/account/2fa/totp/enable: the first code from the app. */
export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TotpEnableRequest = z.infer<typeof totpEnableRequestSchema>;

/** The recovery codes, shown once (enable, regenerate). */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /api/auth/login/2fa: a code or a recovery code; `remember` skips the code here for 30 days. */
export const loginTwoFactorRequestSchema = z.object({
  ...secondFactorFields,
  remember: z.boolean().optional(),
});
export type LoginTwoFactorRequest = z.infer<typeof loginTwoFactorRequestSchema>;
