import { publicUserSchema, type PublicUser } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** A profile as GET /api/users/{id} answers it (docs/product.md §3 User). */
export type Profile = PublicUser;

/** Route ids are numeric; anything else is a missing user without asking the server. */
export function parseProfileId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Under '/api/users' so saving a profile (which invalidates that prefix) refreshes it. */
export const profileQueryKey = (id: number) => ['/api/users', id] as const;

/** GET /api/users/{id}: the hook's and the server's prefetch's query. */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: profileQueryKey(id),
    queryFn: () =>
      apiJson(process.env.NODE_ENV !== 'production' && publicUserSchema, 'GET', `/api/users/${id}`),
  });

export function useProfile(id: number | null) {
  return useQuery({ ...profileQuery(id ?? 0), enabled: id !== null });
}
