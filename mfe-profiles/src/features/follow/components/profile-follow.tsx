import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { SignInPrompt, useAuth } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import { displayName } from '../../../lib/user-display';
import type { PublicUser as Profile } from '@stackfolio/contract';
import { useChangeFollow } from '../api/change-follow';
import type { FollowSide } from '../api/follow-keys';
import { useFollowStatus } from '../api/get-follow-status';
import { BlockButton } from '../../block';
import { ContactButton } from '../../contact';
import { FollowButton } from './follow-button';

// The lists' dialog (Radix) loads when a count is pressed, not with the profile.
const FollowPeopleDialog = lazy(() =>
  import('./follow-people-dialog').then((m) => ({ default: m.FollowPeopleDialog })),
);

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Count = styled.button`
  padding: ${({ theme }) => theme.space(1)} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Follow = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Follower and following counts (each opens its list) and, on someone else's profile, the
 * Follow button (and Contact and Block, for a signed-in viewer). The counts come with the profile, so the server-rendered page shows them and
 * hydrates unchanged; a signed-in viewer's status (and fresher counts) load in the browser.
 */
export function ProfileFollow({ profile, isOwner }: { profile: Profile; isOwner: boolean }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const status = useFollowStatus(profile.id, signedIn && !isOwner);
  const change = useChangeFollow(profile.id);
  const [list, setList] = useState<FollowSide | null>(null);
  const [askToSignIn, setAskToSignIn] = useState(false);
  const followers = status.data?.followerCount ?? profile.followerCount;
  const following = status.data?.followingCount ?? profile.followingCount;
  const name = displayName(profile);
  return (
    <>
      <Bar aria-label={TEXT.followSection}>
        <Count type="button" aria-haspopup="dialog" onClick={() => setList('followers')}>
          <strong>{followers}</strong> {followers === 1 ? TEXT.follower : TEXT.followers}
        </Count>
        <Count type="button" aria-haspopup="dialog" onClick={() => setList('following')}>
          <strong>{following}</strong> {TEXT.followingCount}
        </Count>
        {!isOwner && (
          <Follow>
            <FollowButton
              name={name}
              signedIn={signedIn}
              following={Boolean(status.data?.following)}
              busy={status.isPending || change.isPending}
              onChange={(follow) => change.mutate(follow)}
              onSignInRequired={() => setAskToSignIn(true)}
            />
            {signedIn && <ContactButton userId={profile.id} name={name} />}
            {signedIn && <BlockButton userId={profile.id} name={name} />}
          </Follow>
        )}
      </Bar>
      {askToSignIn && !signedIn && <SignInPrompt reason={TEXT.signInToFollow} />}
      {list && (
        <Suspense fallback={null}>
          <FollowPeopleDialog
            userId={profile.id}
            name={name}
            side={list}
            onClose={() => setList(null)}
          />
        </Suspense>
      )}
    </>
  );
}
