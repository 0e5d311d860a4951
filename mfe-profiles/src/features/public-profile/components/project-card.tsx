import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  listCardRendering,
  ResponsiveImage,
  TagLinks,
  useTimeAgo,
} from '@stackfolio/shared-ui';
import { PROJECT_CARD_TAGS } from '../../../constants';
import type { PortfolioProject } from '../api/get-user-projects';
import { paths, projectHref } from '@stackfolio/contract';

const Root = styled(Card).attrs({ as: 'article' })`
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${listCardRendering('220px')}
`;

const Image = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
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

const OwnerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1;
  }
`;

const DeleteProjectButton = lazy(() => import('./delete-project-button'));

const Meta = styled.p`
  margin-top: auto !important;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A project in the portfolio. The title opens the project's detail in the projects remote
 * (`/browse-projects?project={id}`); tags link to the project list filtered by tag; the owner
 * also gets Edit and Delete (with the edit page's confirmation), and the pin controls.
 */
export function ProjectCard({
  project,
  isOwner,
  pinControls,
}: {
  project: PortfolioProject;
  isOwner: boolean;
  /** The owner's Pin / Unpin / Move controls for this project. */
  pinControls?: ReactNode;
}) {
  const timeAgo = useTimeAgo();
  const [imageBroken, setImageBroken] = useState(false);
  return (
    <Root aria-label={project.title}>
      {project.imageUrl && !imageBroken && (
        <Image
          image={project.image}
          fallbackSrc={project.imageUrl}
          alt=""
          sizes="(max-width: 700px) calc(100vw - 32px), (max-width: 1100px) 45vw, 380px"
          onError={() => setImageBroken(true)}
        />
      )}
      <Body>
        <h3>
          <Link to={projectHref(project)}>{project.title}</Link>
        </h3>
        {project.description && <Description>{project.description}</Description>}
        <TagLinks tags={project.tags ?? []} max={PROJECT_CARD_TAGS} />
        <Meta>
          {project.viewCount ?? 0} {project.viewCount === 1 ? 'view' : 'views'} ·{' '}
          {timeAgo(project.createdAt)}
        </Meta>
        {isOwner && (
          <OwnerActions>
            <ButtonLink
              as={Link}
              to={paths.editProject(project.id)}
              $variant="secondary"
              aria-label={`Edit ${project.title}`}
            >
              Edit
            </ButtonLink>
            <Suspense fallback={null}>
              <DeleteProjectButton id={project.id} title={project.title} />
            </Suspense>
          </OwnerActions>
        )}
        {isOwner && pinControls}
      </Body>
    </Root>
  );
}
