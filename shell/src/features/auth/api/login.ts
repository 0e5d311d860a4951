import {
  loginResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type LoginTwoFactorRequest,
  type TokenResponse,
} from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, useAuth } from '@stackfolio/shared-ui';
import { resetUserData } from './reset-user-data';

/** POST /api/auth/login → { token }, or { twoFactorRequired } when a code is asked next. */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && loginResponseSchema,
    'POST',
    '/api/auth/login',
    { ...input },
  );
}

/** POST /api/auth/login/2fa: the code (or recovery code) that completes the sign-in. */
export function loginTwoFactor(input: LoginTwoFactorRequest): Promise<TokenResponse> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && tokenResponseSchema,
    'POST',
    '/api/auth/login/2fa',
    { ...input },
  );
}

/** Stores the token of a completed sign-in and drops what was cached for whoever came before. */
function useSignedIn() {
  const { signIn } = useAuth();
  const client = useQueryClient();
  return async (result: LoginResponse) => {
    if (!('token' in result)) return;
    resetUserData(client);
    await signIn(result.token);
  };
}

/** Signs in and stores the token (docs/product.md §4); the caller decides where to go next. */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: useSignedIn() });
}

/** The second step of a sign-in with two-factor authentication. */
export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor, onSuccess: useSignedIn() });
}
