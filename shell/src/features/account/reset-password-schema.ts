import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, VALIDATION } from '../../constants';

/** The reset page's rules: the spec's password rules of registration (docs/product.md §5). */
export const resetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: VALIDATION.password }),
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: VALIDATION.confirmPassword }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: VALIDATION.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
