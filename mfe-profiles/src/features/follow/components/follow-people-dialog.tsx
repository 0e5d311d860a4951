import { profilePath } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  Avatar,
  Button,
  ErrorState,
  Skeleton,
  fullName,
  initials,
  plainListStyles,
} from '@stackfolio/shared-ui';
import { Dialog } from '@stackfolio/shared-ui/dialog';
import { TEXT } from '../../../constants';
import { jobTitleOf } from '../../../lib/user-display';
import { useFollowPeople } from '../api/get-follow-people';
import type { FollowSide } from '../api/follow-keys';

const List = styled.ul`
  ${plainListStyles}
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * The followers or following of one person in a dialog: each with avatar, a link to their
 * profile and their job title, newest follow first, more on 'Load more'. Loaded with the
 * dialog only (the profile page itself does not carry it).
 */
export function FollowPeopleDialog({
  userId,
  name,
  side,
  onClose,
}: {
  userId: number;
  name: string;
  side: FollowSide;
  onClose: () => void;
}) {
  const people = useFollowPeople(userId, side);
  const title = side === 'followers' ? TEXT.followersOf(name) : TEXT.followedBy(name);
  const items = people.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      {people.isPending && (
        <Skeleton $height="120px" role="status" aria-label={TEXT.loadingPeople} />
      )}
      {people.isError && (
        <ErrorState
          title={TEXT.loadPeopleFailed}
          retryLabel={TEXT.tryAgain}
          onRetry={() => void people.refetch()}
        />
      )}
      {people.data && items.length === 0 && (
        <p>{side === 'followers' ? TEXT.noFollowers : TEXT.noFollowing}</p>
      )}
      {items.length > 0 && (
        <List aria-label={title}>
          {items.map((person) => {
            const personName = fullName(person, 'Stackfolio member');
            return (
              <li key={person.id}>
                <Avatar
                  src={person.avatarUrl}
                  image={person.avatar}
                  name={personName}
                  fallback={initials(person)}
                  size={40}
                />
                <div>
                  <Link to={profilePath(person)} onClick={onClose}>
                    {personName}
                  </Link>
                  <small>{jobTitleOf(person)}</small>
                </div>
              </li>
            );
          })}
        </List>
      )}
      {people.hasNextPage && (
        <More>
          <Button
            $variant="secondary"
            disabled={people.isFetchingNextPage}
            onClick={() => void people.fetchNextPage()}
          >
            {people.isFetchingNextPage ? TEXT.loading : TEXT.loadMorePeople}
          </Button>
        </More>
      )}
    </Dialog>
  );
}
