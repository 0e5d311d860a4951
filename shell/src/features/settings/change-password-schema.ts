import { z } from 'zod';
import { CHANGE_PASSWORD_ERRORS, PASSWORD_MIN_LENGTH } from '../../constants';

export type ChangePasswordError = keyof typeof CHANGE_PASSWORD_ERRORS;

/**
 * docs/product.md §5 Change password: the checks run in this order and only the first failure is reported
 * (its key is the issue message; the form turns it into the spec's title/description toast).
 */
export const changePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
    const empty = fields.find((field) => !values[field]);
    const fail = (error: ChangePasswordError, field: (typeof fields)[number]) =>
      ctx.addIssue({ code: 'custom', message: error, path: [field] });
    if (empty) return fail('missing', empty);
    if (values.newPassword !== values.confirmPassword) return fail('mismatch', 'confirmPassword');
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) return fail('tooShort', 'newPassword');
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
