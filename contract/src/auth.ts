import { z } from 'zod';
import { AUTH_MESSAGES, MAX_NAME, MAX_PASSWORD } from './auth-rules';
import { secondFactorFields } from './two-factor';

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.email }).max(254, { error: AUTH_MESSAGES.email }));

const tooLongPassword = `Password must be at most ${MAX_PASSWORD} characters`;

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.password })
  .min(6, { error: AUTH_MESSAGES.password })
  .max(MAX_PASSWORD, { error: tooLongPassword });

/** A first or last name: 2 to 100 characters once trimmed. */
export const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .max(MAX_NAME, { error: `Names must be at most ${MAX_NAME} characters` });

export const registerRequestSchema = z.object({
  firstName: personName(AUTH_MESSAGES.firstName),
  lastName: personName(AUTH_MESSAGES.lastName),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const requiredPassword = z
  .string({ error: AUTH_MESSAGES.missingPasswords })
  .min(1, { error: AUTH_MESSAGES.missingPasswords })
  .max(MAX_PASSWORD, { error: tooLongPassword });

export const updatePasswordRequestSchema = z.object({
  currentPassword: requiredPassword,
  newPassword: requiredPassword.pipe(z.string().min(6, { error: AUTH_MESSAGES.newPasswordShort })),
  ...secondFactorFields,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** Register and login answer with an opaque bearer token (docs/product.md §3 Auth response). */
export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * POST /api/auth/login: a token, or, for an account with two-factor authentication, the ask for
 * a code (POST /api/auth/login/2fa completes the sign-in).
 */
export const loginResponseSchema = z.union([
  tokenResponseSchema,
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/update-password: the toast text and a fresh token (the old ones are revoked). */
export const updatePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string().min(1),
});
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>;
