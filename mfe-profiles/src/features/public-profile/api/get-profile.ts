import { useQuery } from '@tanstack/react-query';
import type { PublicUser, SocialLinks } from '@stackfolio/shared-ui';

/** GET /api/users/{id}; the API may add the socialLinks object (docs/product.md §3 keeps both shapes). */
export type Profile = PublicUser & { socialLinks?: SocialLinks | null };

/** Route ids are numeric; anything else is a missing user without asking the server. */
export function parseProfileId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Read by the default query function as GET /api/users/{id}. */
export const profileQueryKey = (id: number) => ['/api/users', id] as const;

export function useProfile(id: number | null) {
  return useQuery<Profile>({ queryKey: profileQueryKey(id ?? 0), enabled: id !== null });
}
