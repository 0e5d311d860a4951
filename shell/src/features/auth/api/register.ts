import {
  tokenResponseSchema,
  type RegisterRequest,
  type TokenResponse,
} from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, useAuth } from '@stackfolio/shared-ui';
import { resetUserData } from './reset-user-data';

/** POST /api/auth/register → { token }. The password confirmation is never sent (docs/product.md §5). */
export function register(input: RegisterRequest): Promise<TokenResponse> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && tokenResponseSchema,
    'POST',
    '/api/auth/register',
    { ...input },
  );
}

export function useRegister() {
  const { signIn } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async ({ token }) => {
      resetUserData(client);
      await signIn(token);
    },
  });
}
