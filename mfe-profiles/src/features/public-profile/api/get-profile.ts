import { publicUserSchema, type PublicUser } from '@stackfolio/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** A profile as GET /api/users/{id} answers it (docs/product.md §3 User). */
export type Profile = PublicUser;

/** Which profile a URL names: `/profile/{id}` or `/@{handle}`. */
export type ProfileRef = { id: number } | { handle: string };

/** Route ids are numeric; anything else is a missing user without asking the server. */
export function parseProfileId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** `@Ada` or `ada` (the router keeps the `@`, the server's matcher drops it) → `ada`. */
export function parseProfileHandle(raw: string | undefined): string | null {
  const handle = raw?.replace(/^@/, '').toLowerCase();
  return handle && /^[a-z0-9-]{1,100}$/.test(handle) ? handle : null;
}

/** The profile a route's parameters name, or null (not found without asking the server). */
export function profileRefOf(params: { id?: string; handle?: string }): ProfileRef | null {
  if (params.handle !== undefined) {
    const handle = parseProfileHandle(params.handle);
    return handle ? { handle } : null;
  }
  const id = parseProfileId(params.id);
  return id === null ? null : { id };
}

const keyPart = (ref: ProfileRef) => ('id' in ref ? ref.id : `@${ref.handle}`);

/** Under '/api/users' so saving a profile (which invalidates that prefix) refreshes it. */
export const profileQueryKey = (ref: ProfileRef) => ['/api/users', keyPart(ref)] as const;

/** GET /api/users/{id} or /api/users/@{handle}: the hook's and the server's prefetch's query. */
export const profileQuery = (ref: ProfileRef) =>
  queryOptions({
    queryKey: profileQueryKey(ref),
    queryFn: () =>
      apiJson(
        process.env.NODE_ENV !== 'production' && publicUserSchema,
        'GET',
        `/api/users/${keyPart(ref)}`,
      ),
  });

export function useProfile(ref: ProfileRef | null) {
  return useQuery({ ...profileQuery(ref ?? { id: 0 }), enabled: ref !== null });
}
