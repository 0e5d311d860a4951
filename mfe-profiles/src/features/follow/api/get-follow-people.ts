import { followPeoplePageSchema, FOLLOW_LIST_PAGE_SIZE } from '@stackfolio/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';
import { followKeys, type FollowSide } from './follow-keys';

/** GET /api/users/{id}/followers or …/following, newest first, a page at a time. */
export function useFollowPeople(userId: number, side: FollowSide) {
  return useInfiniteQuery({
    queryKey: followKeys.people(userId, side),
    queryFn: ({ pageParam }) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && followPeoplePageSchema,
        'GET',
        `/api/users/${userId}/${side}?page=${pageParam}&limit=${FOLLOW_LIST_PAGE_SIZE}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
  });
}
