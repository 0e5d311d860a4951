import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonGrid } from '@stackfolio/shared-ui';
import { PROFILES_SKELETON_COUNT, TEXT } from '../../../constants';
import { useProfiles, type ProfilesFilter } from '../api/get-profiles';
import { ProfileCard } from './profile-card';
import { LoadMore } from './load-more';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const plural = (n: number) => `${n} ${n === 1 ? 'profile' : 'profiles'}`;

/** '3 profiles found for "react"' (docs/product.md §2), plus the skill when one is picked from a link. */
function countLine(total: number, { q, skill }: ProfilesFilter): string {
  return `${plural(total)} found${q ? ` for "${q}"` : ''}${skill ? ` with the skill "${skill}"` : ''}`;
}

/** The profiles matching the filter: skeletons, error, empty states, cards, then more on scroll. */
export function ProfileResults({
  filter,
  onClear,
}: {
  filter: ProfilesFilter;
  onClear: () => void;
}) {
  const query = useProfiles(filter);
  const filtered = Boolean(filter.q || filter.skill);

  if (query.isPending)
    return <SkeletonGrid count={PROFILES_SKELETON_COUNT} label="Loading profiles" />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={TEXT.loadProfilesFailed}
        retryLabel={TEXT.tryAgain}
        onRetry={() => query.refetch()}
      />
    );
  }

  const profiles = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? profiles.length;
  if (profiles.length === 0) {
    return filtered ? (
      <EmptyState
        title={TEXT.noProfilesFound}
        action={<Button onClick={onClear}>{TEXT.clearSearch}</Button>}
      />
    ) : (
      <EmptyState title={TEXT.noProfilesAvailable} />
    );
  }

  return (
    <>
      <Muted aria-live="polite">
        {filtered ? countLine(total, filter) : `Showing ${profiles.length} of ${plural(total)}`}
      </Muted>
      <Grid>
        {profiles.map((user) => (
          <ProfileCard key={user.id} user={user} />
        ))}
      </Grid>
      {query.hasNextPage && (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
        />
      )}
    </>
  );
}
