import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { Avatar, SkillLinks, type PublicUser } from '@stackfolio/shared-ui';
import { DEFAULT_BIO, FEATURED_CARD_SKILLS } from '../../../constants';
import {
  avatarLetter,
  displayName,
  jobTitleOf,
  projectCountLabel,
} from '../../../lib/user-display';
import { profilePath } from '@stackfolio/contract';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bio = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: auto 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A featured professional: avatar, name, first 3 skills + '+N more', project count, 3-line bio. */
export function FeaturedCard({ user }: { user: PublicUser }) {
  const name = displayName(user);
  return (
    <Root aria-label={name}>
      <Head>
        <Avatar src={user.avatarUrl} name={name} fallback={avatarLetter(user)} size={48} />
        <div>
          <h3>
            <Link to={profilePath(user)}>{name}</Link>
          </h3>
          <p>{jobTitleOf(user)}</p>
        </div>
      </Head>
      <SkillLinks
        skills={user.skills ?? []}
        max={FEATURED_CARD_SKILLS}
        label={`${name}'s skills`}
      />
      <Bio>{user.bio?.trim() || DEFAULT_BIO}</Bio>
      <Count>{projectCountLabel(user.projectCount ?? 0)}</Count>
    </Root>
  );
}
