import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION } from '../../constants';

const email = z
  .string()
  .trim()
  .pipe(z.email({ error: VALIDATION.email }));
const password = z.string().min(PASSWORD_MIN_LENGTH, { error: VALIDATION.password });

/** docs/product.md §5 Login. */
export const loginSchema = z.object({ email, password });
export type LoginValues = z.infer<typeof loginSchema>;

/** docs/product.md §5 Register: the mismatch message shows on the confirm field. */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(NAME_MIN_LENGTH, { error: VALIDATION.firstName }),
    lastName: z.string().trim().min(NAME_MIN_LENGTH, { error: VALIDATION.lastName }),
    email,
    password,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: VALIDATION.confirmPassword }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: VALIDATION.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterValues = z.infer<typeof registerSchema>;

/** docs/product.md §5 Forgot password. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
