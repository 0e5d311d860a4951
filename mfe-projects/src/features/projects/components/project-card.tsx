import { useState } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  ResponsiveImage,
  TagLinks,
  formatFileSize,
  fullName,
  type Project,
  listCardRendering,
} from '@stackfolio/shared-ui';
import { CARD_TAG_LIMIT, MESSAGES } from '../../../constants';
import { OPENED_IN_APP } from '../hooks/use-project-param';
import { ProjectActions } from './project-actions';
import { profilePath, projectHref } from '@stackfolio/contract';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(4)};
  ${listCardRendering('260px')}
`;

/** Cards are 300 px and up in an auto-fill grid: one column on phones, up to four on a desktop. */
export const CARD_IMAGE_SIZES =
  '(max-width: 700px) calc(100vw - 64px), (max-width: 1100px) 45vw, 380px';

const Preview = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

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
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: 4px;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
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
  const [imageBroken, setImageBroken] = useState(false);
  const author = fullName(project.user, MESSAGES.anonymousUser);
  return (
    <Article aria-labelledby={`project-${project.id}-title`}>
      {project.imageUrl && !imageBroken && (
        <Preview
          image={project.image}
          fallbackSrc={project.imageUrl}
          alt={`Preview of ${project.title}`}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          onError={() => setImageBroken(true)}
        />
      )}
      <Title id={`project-${project.id}-title`}>
        <Link to={projectHref(project)}>{project.title}</Link>
      </Title>
      {project.description && <Description>{project.description}</Description>}
      <Author>
        By{' '}
        <Link to={profilePath({ id: project.userId, handle: project.user?.handle })}>{author}</Link>
        {project.user && <span> · {project.user.jobTitle || 'IT Professional'}</span>}
      </Author>
      <TagLinks tags={project.tags ?? []} max={CARD_TAG_LIMIT} />
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
      <Actions>
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
      </Actions>
    </Article>
  );
}
