import { currentUserSchema } from '@stackfolio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, CURRENT_USER_KEY, type CurrentUser } from '@stackfolio/shared-ui';

/** PATCH /api/users/profile with the multipart body of buildProfileFormData. */
export function updateProfile(body: FormData): Promise<CurrentUser> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && currentUserSchema,
    'PATCH',
    '/api/users/profile',
    body,
  );
}

/**
 * Saves the profile, then refreshes the current user (the shell's avatar menu reads it) and every
 * query under '/api/users': the profile, its projects, the profile lists and featured users.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
    },
  });
}
