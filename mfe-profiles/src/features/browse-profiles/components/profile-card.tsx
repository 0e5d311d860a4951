import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  Avatar,
  ButtonLink,
  Card,
  listCardRendering,
  SkillLinks,
  useTimeAgo,
  type PublicUser,
} from '@stackfolio/shared-ui';
import { BROWSE_CARD_SKILLS, TEXT } from '../../../constants';
import { avatarLetter, displayName, jobTitleOf } from '../../../lib/user-display';
import { SocialLinks } from '../../../components/social-links';
import { OpenToWorkBadge } from '../../../components/open-to-work-badge';
import { profilePath } from '@stackfolio/contract';

const Root = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  ${listCardRendering('300px')}
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  min-width: 0;
  h2 {
    font-size: 1.0625rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const LookingBadge = styled(OpenToWorkBadge)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Bio = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Foot = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A profile on /profiles: avatar, name, job title, location, open-to-work badge, bio, 5 featured skills, links, joined. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const timeAgo = useTimeAgo();
  const name = displayName(user);
  const skills = user.featuredSkills?.length ? user.featuredSkills : (user.skills ?? []);
  return (
    <Root aria-label={name}>
      <Head>
        <Avatar src={user.avatarUrl} name={name} fallback={avatarLetter(user)} size={56} />
        <div>
          <h2>
            <Link to={profilePath(user)}>{name}</Link>
          </h2>
          <p>{jobTitleOf(user)}</p>
          {user.location && <p>{user.location}</p>}
          <LookingBadge openToWork={user.openToWork} />
        </div>
      </Head>
      {user.bio && <Bio>{user.bio}</Bio>}
      <SkillLinks skills={skills} max={BROWSE_CARD_SKILLS} label={`${name}'s featured skills`} />
      <SocialLinks user={user} ownerName={name} size={18} />
      <Foot>
        <span>Joined {timeAgo(user.createdAt)}</span>
        <ButtonLink
          as={Link}
          to={profilePath(user)}
          $variant="secondary"
          aria-label={`${TEXT.viewProfile}: ${name}`}
        >
          {TEXT.viewProfile}
        </ButtonLink>
      </Foot>
    </Root>
  );
}
