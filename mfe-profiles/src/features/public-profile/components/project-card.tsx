import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, timeAgo } from '@stackfolio/shared-ui';
import { PROJECT_CARD_TAGS } from '../../../constants';
import type { PortfolioProject } from '../api/get-user-projects';

const Root = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  display: block;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
  a,
  span {
    display: inline-block;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.full};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
`;

const Meta = styled.p`
  margin-top: auto !important;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A project in the portfolio. The title opens the project's detail in the projects remote
 * (`/browse-projects?project={id}`); tags link to the project list filtered by tag; the owner
 * also gets an edit link.
 */
export function ProjectCard({ project, isOwner }: { project: PortfolioProject; isOwner: boolean }) {
  const [imageBroken, setImageBroken] = useState(false);
  const tags = project.tags ?? [];
  const hiddenTags = tags.length - PROJECT_CARD_TAGS;
  return (
    <Root aria-label={project.title}>
      {project.imageUrl && !imageBroken && (
        <Image src={project.imageUrl} alt="" loading="lazy" onError={() => setImageBroken(true)} />
      )}
      <Body>
        <h3>
          <Link to={`/browse-projects?project=${project.id}`}>{project.title}</Link>
        </h3>
        {project.description && <Description>{project.description}</Description>}
        {tags.length > 0 && (
          <Tags aria-label="Tags">
            {tags.slice(0, PROJECT_CARD_TAGS).map((tag) => (
              <li key={tag}>
                <Link to={`/browse-projects?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
              </li>
            ))}
            {hiddenTags > 0 && (
              <li>
                <span>+{hiddenTags} more</span>
              </li>
            )}
          </Tags>
        )}
        <Meta>
          {project.viewCount ?? 0} {project.viewCount === 1 ? 'view' : 'views'} ·{' '}
          {timeAgo(project.createdAt)}
        </Meta>
        {isOwner && (
          <ButtonLink
            as={Link}
            to={`/projects/${project.id}/edit`}
            $variant="secondary"
            aria-label={`Edit ${project.title}`}
          >
            Edit
          </ButtonLink>
        )}
      </Body>
    </Root>
  );
}
