import { useQuery } from '@tanstack/react-query';
import {
  messageResponseSchema,
  recoveryCodesResponseSchema,
  totpSetupResponseSchema,
  twoFactorStatusSchema,
  type SecondFactor,
} from '@stackfolio/contract';
import { apiJson, useAuth } from '@stackfolio/shared-ui';

const check = process.env.NODE_ENV !== 'production';
export const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;

/** GET /api/account/2fa: whether the signed-in account has two-factor authentication on. */
export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: () => apiJson(check && twoFactorStatusSchema, 'GET', '/api/account/2fa'),
    enabled: Boolean(user),
  });
}

export const setupTotp = () =>
  apiJson(check && totpSetupResponseSchema, 'POST', '/api/account/2fa/totp/setup');

export const enableTotp = (code: string) =>
  apiJson(check && recoveryCodesResponseSchema, 'POST', '/api/account/2fa/totp/enable', { code });

export const disableTwoFactor = (factor: SecondFactor) =>
  apiJson(check && messageResponseSchema, 'POST', '/api/account/2fa/totp/disable', { ...factor });

export const regenerateRecoveryCodes = (factor: SecondFactor) =>
  apiJson(check && recoveryCodesResponseSchema, 'POST', '/api/account/2fa/recovery-codes', {
    ...factor,
  });
