import { profilesPageSchema, type ProfilesPage } from '@stackfolio/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { PROFILES_PAGE_SIZE } from '../../../constants';

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

/** Fetches one page of GET /api/users/all (`page` and `limit` are always sent, so it is paged). */
export function getProfilesPage(filter: ProfilesFilter, page: number): Promise<ProfilesPage> {
  return apiJson(
    process.env.NODE_ENV !== 'production' && profilesPageSchema,
    'GET',
    profilesUrl(filter, page),
  );
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
