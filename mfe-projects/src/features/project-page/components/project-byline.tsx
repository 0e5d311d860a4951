import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { profilePath } from '@stackfolio/contract';
import { Avatar, fullName, initials, type Project } from '@stackfolio/shared-ui';

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 3, 2026": the same text on the server and in every visitor's time zone. */
function Day({ value }: { value: string }) {
  return <time dateTime={value}>{DATE.format(new Date(value))}</time>;
}

/** Who made the project (avatar, name → profile, job title) and when. */
export function ProjectByline({ project }: { project: Project }) {
  const author = project.user;
  const edited = project.updatedAt.slice(0, 10) !== project.createdAt.slice(0, 10);
  return (
    <Byline>
      {author && (
        <Avatar
          src={author.avatarUrl}
          image={author.avatar}
          name={fullName(author)}
          fallback={initials(author)}
          size={48}
        />
      )}
      <div>
        {author && (
          <p>
            <Link to={profilePath(author)}>{fullName(author)}</Link>
            {author.jobTitle && <span> · {author.jobTitle}</span>}
          </p>
        )}
        <Muted>
          Published <Day value={project.createdAt} />
          {edited && (
            <>
              {' '}
              · Updated <Day value={project.updatedAt} />
            </>
          )}
        </Muted>
      </div>
    </Byline>
  );
}
