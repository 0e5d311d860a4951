import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  formatFileSize,
  fullName,
  ProjectCard as Card,
  type Project,
} from '@stackfolio/shared-ui';
import { CARD_TAG_LIMIT, MESSAGES } from '../../../constants';
import { OPENED_IN_APP } from '../hooks/use-project-param';
import { ProjectActions } from './project-actions';
import { profilePath } from '@stackfolio/contract';

/** Cards are 300 px and up in an auto-fill grid: one column on phones, up to four on a desktop. */
const CARD_IMAGE_SIZES = '(max-width: 700px) calc(100vw - 32px), (max-width: 1100px) 45vw, 380px';

const Author = styled.p`
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

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: 0.8125rem;
  div {
    display: flex;
    gap: 4px;
  }
  dd {
    margin: 0;
  }
`;

function formatProjectDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** One project on /browse-projects: the title leads to its page, Quick view opens the dialog (`detailHref`). */
export function ProjectCard({
  project,
  detailHref,
  priority = false,
}: {
  project: Project;
  detailHref: string;
  /** The first card's image is the likely largest paint: loaded at once, high priority. */
  priority?: boolean;
}) {
  const author = fullName(project.user, MESSAGES.anonymousUser);
  return (
    <Card
      project={project}
      headingLevel={2}
      imageSizes={CARD_IMAGE_SIZES}
      imageAlt={`Preview of ${project.title}`}
      tagLimit={CARD_TAG_LIMIT}
      priority={priority}
      byline={
        <Author>
          By{' '}
          <Link to={profilePath({ id: project.userId, handle: project.user?.handle })}>
            {author}
          </Link>
          {project.user && <span> · {project.user.jobTitle || 'IT Professional'}</span>}
        </Author>
      }
      details={
        <Meta>
          <div>
            <dt>Views</dt>
            <dd>{project.viewCount ?? 0}</dd>
          </div>
          {project.fileSize ? (
            <div>
              <dt>Size</dt>
              <dd>{formatFileSize(project.fileSize)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Added</dt>
            <dd>
              <time dateTime={project.createdAt}>{formatProjectDate(project.createdAt)}</time>
            </dd>
          </div>
        </Meta>
      }
    >
      <ProjectActions project={project} />
      <ButtonLink
        as={Link}
        to={detailHref}
        state={OPENED_IN_APP}
        $variant="ghost"
        aria-label={`Quick view of ${project.title}`}
      >
        Quick view
      </ButtonLink>
    </Card>
  );
}
