import { tokenResponseSchema } from './auth';
import { messageResponseSchema } from './common';
import type { Endpoint } from './endpoint-types';
import * as twoFactor from './two-factor';

const limited = [429];

/** Two-factor authentication: set-up and use in Settings, and the sign-in's second step. */
export const TWO_FACTOR_ENDPOINTS: Record<string, Endpoint> = {
  'POST /api/auth/login/2fa': {
    summary:
      'Complete a sign-in that answered twoFactorRequired with a code or a recovery code; answers a token',
    access: 'public',
    body: twoFactor.loginTwoFactorRequestSchema,
    answer: tokenResponseSchema,
    errors: [401, 403, ...limited],
  },
  'GET /api/account/2fa': {
    summary: 'Whether two-factor authentication is on, and how many recovery codes are left',
    access: 'user',
    answer: twoFactor.twoFactorStatusSchema,
  },
  'POST /api/account/2fa/totp/setup': {
    summary: 'A new authenticator secret, its otpauth URL and QR code (confirmed by enable)',
    access: 'user',
    answer: twoFactor.totpSetupResponseSchema,
    errors: [409],
  },
  'POST /api/account/2fa/totp/enable': {
    summary: 'Turn authenticator codes on with a first code; answers 10 recovery codes, shown once',
    access: 'user',
    body: twoFactor.totpEnableRequestSchema,
    answer: twoFactor.recoveryCodesResponseSchema,
    errors: [409, ...limited],
  },
  'POST /api/account/2fa/totp/disable': {
    summary: 'Turn two-factor authentication off (asks for a code or a recovery code)',
    access: 'user',
    body: twoFactor.secondFactorSchema,
    answer: messageResponseSchema,
    errors: limited,
  },
  'POST /api/account/2fa/recovery-codes': {
    summary: 'Replace the recovery codes (asks for a code or a recovery code)',
    access: 'user',
    body: twoFactor.secondFactorSchema,
    answer: twoFactor.recoveryCodesResponseSchema,
    errors: limited,
  },
};
