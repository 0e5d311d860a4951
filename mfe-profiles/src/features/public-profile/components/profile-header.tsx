import { paths } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  Avatar,
  ButtonLink,
  Card,
  ResponsiveImage,
  media,
  useTimeAgo,
} from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import {
  avatarLetter,
  displayName,
  jobTitleOf,
  projectCountLabel,
} from '../../../lib/user-display';
import { SocialLinks } from '../../../components/social-links';
import { OpenToWorkBadge } from '../../../components/open-to-work-badge';
import type { Profile } from '../api/get-profile';

const Root = styled(Card)`
  padding: 0;
  overflow: hidden;
`;

const Banner = styled.div`
  height: 140px;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.heroStart},
    ${({ theme }) => theme.colors.heroEnd}
  );
  ${media.md} {
    height: 220px;
  }
`;

const BannerImage = styled(ResponsiveImage)`
  width: 100%;
  height: 100%;
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${media.md} {
    flex-direction: row;
    align-items: flex-end;
  }
`;

const AvatarRing = styled.div`
  margin-top: -48px;
  width: fit-content;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
`;

const Identity = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const JobTitle = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LookingBadge = styled(OpenToWorkBadge)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Header image (or gradient), avatar, name, job title, open-to-work badge, facts, social icons, owner actions. */
export function ProfileHeader({
  profile,
  projectCount,
  isOwner,
}: {
  profile: Profile;
  projectCount: number;
  isOwner: boolean;
}) {
  const timeAgo = useTimeAgo();
  const name = displayName(profile);
  return (
    <Root as="header">
      <Banner data-testid="profile-banner">
        {/* The banner spans the page: it is the profile's likely largest paint. */}
        <BannerImage
          image={profile.headerImage}
          fallbackSrc={profile.headerImageUrl}
          alt={`${name}'s header image`}
          sizes="(max-width: 1200px) 100vw, 1200px"
          priority
        />
      </Banner>
      <Body>
        <AvatarRing>
          <Avatar
            src={profile.avatarUrl}
            image={profile.avatar}
            name={name}
            fallback={avatarLetter(profile)}
            size={96}
          />
        </AvatarRing>
        <Identity>
          <h1>{name}</h1>
          <JobTitle>{jobTitleOf(profile)}</JobTitle>
          <LookingBadge openToWork={profile.openToWork} />
          <Facts>
            {profile.location && <li>{profile.location}</li>}
            <li>Joined {timeAgo(profile.createdAt)}</li>
            <li>{projectCountLabel(projectCount)}</li>
          </Facts>
          <SocialLinks user={profile} ownerName={name} />
        </Identity>
        {isOwner && (
          <Actions>
            <ButtonLink as={Link} to={paths.editProfile()} $variant="secondary">
              {TEXT.editProfile}
            </ButtonLink>
            <ButtonLink as={Link} to={paths.upload()}>
              {TEXT.addProject}
            </ButtonLink>
          </Actions>
        )}
      </Body>
    </Root>
  );
}
