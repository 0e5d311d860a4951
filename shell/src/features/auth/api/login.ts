import { tokenResponseSchema, type LoginRequest, type TokenResponse } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, useAuth } from '@stackfolio/shared-ui';
import { resetUserData } from './reset-user-data';

/** POST /api/auth/login → { token }. */
export function login(input: LoginRequest): Promise<TokenResponse> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && tokenResponseSchema,
    'POST',
    '/api/auth/login',
    { ...input },
  );
}

/** Signs in and stores the token (docs/product.md §4); the caller decides where to go next. */
export function useLogin() {
  const { signIn } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ token }) => {
      resetUserData(client);
      await signIn(token);
    },
  });
}
