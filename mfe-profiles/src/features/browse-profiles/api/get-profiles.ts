import type { ListOf } from '@stackfolio/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, type PublicUser } from '@stackfolio/shared-ui';
import { PROFILES_PAGE_SIZE } from '../../../constants';

/** One page of GET /api/users/all?q=&skill=&page=&limit= (the API's paginated shape). */
export type ProfilesPage = Extract<ListOf<PublicUser>, { items: unknown }>;

export interface ProfilesFilter {
  /** Free text: the server searches name, title, location and skills. */
  q: string;
  /** Exact skill from a `/profiles?skill=` link. */
  skill: string;
}

export function profilesUrl({ q, skill }: ProfilesFilter, page: number): string {
  const params = new URLSearchParams();
  // `q` matches every word against names, titles, location and skills; `skill` is one exact skill.
  if (q) params.set('q', q);
  if (skill) params.set('skill', skill);
  params.set('page', String(page));
  params.set('limit', String(PROFILES_PAGE_SIZE));
  return `/api/users/all?${params}`;
}

/** Fetches one page; a plain array (an API without pagination) is read as a single full page. */
export async function getProfilesPage(filter: ProfilesFilter, page: number): Promise<ProfilesPage> {
  const data = await apiJson<ProfilesPage | PublicUser[]>('GET', profilesUrl(filter, page));
  if (Array.isArray(data)) return { items: data, total: data.length, page: 1, limit: data.length };
  return data;
}

/** Under '/api/users' so saving a profile (which invalidates that prefix) refreshes the list. */
export const profilesQueryKey = (filter: ProfilesFilter) => ['/api/users', 'all', filter] as const;

/** The profiles matching `filter`, a page at a time: the hook's and the server's prefetch's query. */
export const profilesQuery = (filter: ProfilesFilter) =>
  infiniteQueryOptions({
    queryKey: profilesQueryKey(filter),
    queryFn: ({ pageParam }) => getProfilesPage(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
  });

/** The profiles matching `filter`, a page at a time, for infinite scrolling. */
export function useProfiles(filter: ProfilesFilter) {
  return useInfiniteQuery(profilesQuery(filter));
}
