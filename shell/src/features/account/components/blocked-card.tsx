import styled from 'styled-components';
import { BLOCK_MESSAGES, profilePath } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import {
  apiErrorMessage,
  Button,
  Card,
  CardTitle,
  ErrorState,
  fullName,
  Skeleton,
  toast,
} from '@stackfolio/shared-ui';
import { useBlockedPeople, useUnblock } from '../api/blocks';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Settings → Blocked people: whom the account blocks, each with Unblock (blocking happens on
 * a profile, behind a confirmation).
 */
export function BlockedCard() {
  const blocked = useBlockedPeople();
  const unblock = useUnblock();
  const people = blocked.data?.users ?? [];
  return (
    <Card aria-labelledby="blocked-title">
      <CardTitle id="blocked-title">Blocked people</CardTitle>
      <p>
        They cannot follow you, comment on or like your projects, and you do not see their comments.
        They are not told.
      </p>
      {blocked.isPending && <Skeleton $height="48px" aria-label="Loading blocked people" />}
      {blocked.isError && (
        <ErrorState
          title="Unable to load blocked people"
          description={apiErrorMessage(blocked.error, 'Please try again.')}
          onRetry={() => void blocked.refetch()}
        />
      )}
      {blocked.isSuccess && people.length === 0 && <p>{BLOCK_MESSAGES.blockedListEmpty}</p>}
      {people.length > 0 && (
        <List aria-label="Blocked people">
          {people.map((person) => {
            const name = fullName(person, 'Someone');
            return (
              <li key={person.id}>
                <Link to={profilePath(person)}>{name}</Link>
                <Button
                  $variant="secondary"
                  aria-label={`${BLOCK_MESSAGES.unblock} ${name}`}
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(person.id, {
                      onSuccess: () => toast({ title: `${name} is unblocked`, variant: 'success' }),
                      onError: (error) =>
                        toast({
                          title: `Could not unblock ${name}`,
                          description: apiErrorMessage(error, 'Please try again.'),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  {BLOCK_MESSAGES.unblock}
                </Button>
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}
