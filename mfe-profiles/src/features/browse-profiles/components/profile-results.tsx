import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonGrid } from '@stackfolio/shared-ui';
import { PROFILES_SKELETON_COUNT, TEXT } from '../../../constants';
import { useProfiles } from '../api/get-profiles';
import { isFiltered, type ProfilesFilter } from '../model/profile-filter';
import { ProfileCard } from './profile-card';
import { LoadMore } from './load-more';

const Grid = styled.div`
  display: grid;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const plural = (n: number) => `${n} ${n === 1 ? 'profile' : 'profiles'}`;

/** '"Rust"', '"Rust" and "Go"', '"Rust", "Go" and "C"'. */
function quotedList(items: string[]): string {
  const quoted = items.map((item) => `"${item}"`);
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** '3 profiles found for "react"' (docs/product.md §2), plus the skills chosen. */
function countLine(total: number, { q, skill }: ProfilesFilter): string {
  const skills = skill.length
    ? ` with the skill${skill.length > 1 ? 's' : ''} ${quotedList(skill)}`
    : '';
  return `${plural(total)} found${q ? ` for "${q}"` : ''}${skills}`;
}

/**
 * The profiles matching the filter: skeletons, error, empty states, cards, then more on scroll.
 * While another filter loads, the last list stays, dimmed and marked busy.
 */
export function ProfileResults({
  filter,
  onClear,
}: {
  filter: ProfilesFilter;
  onClear: () => void;
}) {
  const query = useProfiles(filter);
  const filtered = isFiltered(filter);

  if (query.isPending)
    return <SkeletonGrid count={PROFILES_SKELETON_COUNT} label="Loading profiles" />;
  // A failed first page of another filter is an error too, not the last filter's list.
  if (query.isError && (!query.data || query.isPlaceholderData)) {
    return (
      <ErrorState
        title={TEXT.loadProfilesFailed}
        retryLabel={TEXT.tryAgain}
        onRetry={() => query.refetch()}
      />
    );
  }

  const loading = query.isPlaceholderData;
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
        {loading
          ? TEXT.loadingProfiles
          : filtered
            ? countLine(total, filter)
            : `Showing ${profiles.length} of ${plural(total)}`}
      </Muted>
      <Grid aria-busy={loading}>
        {profiles.map((user) => (
          <ProfileCard key={user.id} user={user} />
        ))}
      </Grid>
      {query.hasNextPage && !loading && (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
        />
      )}
    </>
  );
}
