import { profilesPageSchema, type ProfilesPage } from '@stackfolio/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { PROFILES_PAGE_SIZE } from '../../../constants';
import { filterToParams, type ProfilesFilter } from '../model/profile-filter';

/** A page of GET /api/users/all?page=: the profiles and the counts of the search's filters. */
export type ProfilesResultPage = ProfilesPage;

export function profilesUrl(filter: ProfilesFilter, page: number): string {
  const params = filterToParams(filter);
  params.set('page', String(page));
  params.set('limit', String(PROFILES_PAGE_SIZE));
  return `/api/users/all?${params}`;
}

/** Fetches one page of GET /api/users/all (`page` and `limit` are always sent, so it is paged). */
export function getProfilesPage(filter: ProfilesFilter, page: number): Promise<ProfilesResultPage> {
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

/**
 * The profiles matching `filter`, a page at a time, for infinite scrolling. While another filter's
 * first page loads, the last one's list and counts stay (the filters do not empty and refill).
 */
export function useProfiles(filter: ProfilesFilter) {
  return useInfiniteQuery({ ...profilesQuery(filter), placeholderData: keepPreviousData });
}
