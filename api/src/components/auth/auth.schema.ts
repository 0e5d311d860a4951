import { z } from 'zod';

/** Messages of SPEC §5, shared by the schemas and their tests. */
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
const MAX_PASSWORD = 1024;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.email }).max(254, { error: AUTH_MESSAGES.email }));

const password = z
  .string({ error: AUTH_MESSAGES.password })
  .min(6, { error: AUTH_MESSAGES.password })
  .max(MAX_PASSWORD, { error: `Password must be at most ${MAX_PASSWORD} characters` });

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .max(100, { error: 'Names must be at most 100 characters' });

export const registerSchema = z.object({
  firstName: name(AUTH_MESSAGES.firstName),
  lastName: name(AUTH_MESSAGES.lastName),
  email: emailSchema,
  password,
});

export const loginSchema = z.object({ email: emailSchema, password });

const required = z
  .string({ error: AUTH_MESSAGES.missingPasswords })
  .min(1, { error: AUTH_MESSAGES.missingPasswords })
  .max(MAX_PASSWORD, { error: `Password must be at most ${MAX_PASSWORD} characters` });

export const updatePasswordSchema = z.object({
  currentPassword: required,
  newPassword: required.pipe(z.string().min(6, { error: AUTH_MESSAGES.newPasswordShort })),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
