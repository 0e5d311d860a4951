import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Avatar, fullName, initials, PlainList, TitledCard } from '@stackfolio/shared-ui';
import type { ViewedProfile } from '../types';
import { formatCount } from '../lib/labels';
import { Muted, Small } from './section-card';
import { paths, profilePath } from '@stackfolio/contract';

const ProfileLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The profiles this user looked at most, each linking to the profile. */
export function MostViewedProfiles({ profiles }: { profiles: ViewedProfile[] }) {
  return (
    <TitledCard title="Your Most Viewed Profiles">
      {profiles.length === 0 ? (
        <Muted>
          You haven&apos;t viewed other profiles yet.{' '}
          <Link to={paths.browseProfiles()}>Browse profiles</Link>
        </Muted>
      ) : (
        <PlainList>
          {profiles.map(({ user, viewCount }) => {
            const name = fullName(user, 'Anonymous');
            return (
              <li key={user.id}>
                <ProfileLink to={profilePath(user)}>
                  <Avatar src={user.avatarUrl} name={name} fallback={initials(user)} size={36} />
                  <span>
                    <strong>{name}</strong>
                    <Small>
                      {user.jobTitle || 'IT Professional'} · {formatCount(viewCount)}{' '}
                      {viewCount === 1 ? 'view' : 'views'}
                    </Small>
                  </span>
                </ProfileLink>
              </li>
            );
          })}
        </PlainList>
      )}
    </TitledCard>
  );
}
