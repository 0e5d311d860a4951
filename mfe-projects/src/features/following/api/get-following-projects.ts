import { FOLLOWING_FEED_PAGE_SIZE, projectsPageSchema } from '@stackfolio/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@stackfolio/shared-ui';

/** Its own root, so a follow or unfollow (in any remote) can refresh exactly this list. */
export const followingProjectsKey = ['/api/projects/following'] as const;

/** GET /api/projects/following: the newest projects of the people the user follows, paged. */
export function useFollowingProjects(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: followingProjectsKey,
    queryFn: ({ pageParam }) =>
      apiJson(
        process.env.NODE_ENV !== 'production' && projectsPageSchema,
        'GET',
        `/api/projects/following?page=${pageParam}&limit=${FOLLOWING_FEED_PAGE_SIZE}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
    enabled,
  });
}
