import { messageResponseSchema, type SecondFactor } from '@stackfolio/contract';
import { apiJson } from '@stackfolio/shared-ui';

/** POST /api/account/forgot-password: the same answer whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messageResponseSchema,
    'POST',
    '/api/account/forgot-password',
    { email },
  );

/** POST /api/account/reset-password with the token from the mailed link. */
export const resetPassword = (token: string, password: string) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messageResponseSchema,
    'POST',
    '/api/account/reset-password',
    { token, password },
  );

/** POST /api/account/change-email: mails a confirmation link to the new address. */
export const changeEmail = (input: { newEmail: string; password: string } & SecondFactor) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messageResponseSchema,
    'POST',
    '/api/account/change-email',
    { ...input },
  );

/** POST /api/account/confirm-email with the token from the mailed link. */
export const confirmEmail = (token: string) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messageResponseSchema,
    'POST',
    '/api/account/confirm-email',
    { token },
  );

/** POST /api/account/verify-email with the token from the mail sent at sign-up. */
export const verifyEmail = (token: string) =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messageResponseSchema,
    'POST',
    '/api/account/verify-email',
    { token },
  );

/** POST /api/account/resend-verification: a new confirmation mail (throttled by the server). */
export const resendVerification = () =>
  apiJson(
    process.env.NODE_ENV !== 'production' && messageResponseSchema,
    'POST',
    '/api/account/resend-verification',
  );

/** Where "Download my data" points: a zip the browser saves (the session cookie signs it). */
export const DATA_EXPORT_URL = '/api/account/export';
