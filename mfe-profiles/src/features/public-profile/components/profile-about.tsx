import styled from 'styled-components';
import { Card, SkillLinks, media } from '@stackfolio/shared-ui';
import { TEXT } from '../../../constants';
import type { Profile } from '../api/get-profile';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: 2fr 1fr;
  }
  h2 {
    font-size: 1.125rem;
  }
`;

const Bio = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A class, not a style attribute: the page is server-rendered under a CSP that refuses those. */
const OtherSkills = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Bio and Featured Skills. When nothing is featured the skills themselves are shown, so a
 * profile's skills are never hidden (and stay crawlable).
 */
export function ProfileAbout({ profile }: { profile: Profile }) {
  const featured = profile.featuredSkills?.length ? profile.featuredSkills : (profile.skills ?? []);
  const others = (profile.skills ?? []).filter((skill) => !featured.includes(skill));
  return (
    <Columns>
      <Card aria-labelledby="profile-about">
        <h2 id="profile-about">About</h2>
        {profile.bio ? <Bio>{profile.bio}</Bio> : <Muted>No bio yet.</Muted>}
      </Card>
      <Card aria-labelledby="profile-skills">
        <h2 id="profile-skills">{TEXT.featuredSkills}</h2>
        {featured.length ? (
          <SkillLinks skills={featured} label={TEXT.featuredSkills} />
        ) : (
          <Muted>No skills listed yet.</Muted>
        )}
        {others.length > 0 && (
          <>
            <h3 className="sr-only">Other skills</h3>
            <OtherSkills>
              <SkillLinks skills={others} label="Other skills" />
            </OtherSkills>
          </>
        )}
      </Card>
    </Columns>
  );
}
