import {
  updatePasswordResponseSchema,
  type UpdatePasswordRequest,
  type UpdatePasswordResponse,
} from '@stackfolio/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson, setAuthToken } from '@stackfolio/shared-ui';

/** POST /api/auth/update-password. */
export function updatePassword(input: UpdatePasswordRequest): Promise<UpdatePasswordResponse> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && updatePasswordResponseSchema,
    'POST',
    '/api/auth/update-password',
    { ...input },
  );
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: (result) => {
      // The API revokes old tokens on a password change and hands back a fresh one: keep it,
      // or the stored bearer token would stop working.
      setAuthToken(result.token);
    },
  });
}
