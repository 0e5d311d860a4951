import { DEFAULT_JOB_TITLE, profilePath, type Project } from '@stackfolio/contract';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { fullName } from '../../format';
import { PROJECT_CARD_TEXT } from './project-card-text';

const Byline = styled.p`
  margin: 0;
  font-size: 0.875rem;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** 'By {name} · {job title}', the name leading to the author's profile. */
export function ProjectAuthor({
  project,
}: {
  project: Pick<Project, 'userId'> & { user?: Project['user'] };
}) {
  const { user } = project;
  return (
    <Byline>
      By{' '}
      <Link to={profilePath({ id: project.userId, handle: user?.handle })}>
        {fullName(user, PROJECT_CARD_TEXT.anonymousAuthor)}
      </Link>
      {user && <span> · {user.jobTitle || DEFAULT_JOB_TITLE}</span>}
    </Byline>
  );
}
