import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { ButtonLink, ProjectCard as Card, useTimeAgo } from '@stackfolio/shared-ui';
import { PROJECT_CARD_TAGS } from '../../../constants';
import type { PortfolioProject } from '../api/get-user-projects';
import { paths } from '@stackfolio/contract';

const OwnerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  > * {
    flex: 1;
  }
`;

const DeleteProjectButton = lazy(() => import('./delete-project-button'));

const Meta = styled.p`
  margin: 0;
`;

/**
 * A project in the portfolio: the title leads to the project's page; tags link to the project
 * list filtered by tag; the owner also gets Edit and Delete (with the edit page's confirmation),
 * and the pin controls.
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
  return (
    <Card
      project={project}
      headingLevel={3}
      imageSizes="(max-width: 700px) calc(100vw - 32px), (max-width: 1100px) 45vw, 380px"
      imageAlt=""
      tagLimit={PROJECT_CARD_TAGS}
      details={
        <Meta>
          {project.viewCount ?? 0} {project.viewCount === 1 ? 'view' : 'views'} ·{' '}
          {timeAgo(project.createdAt)}
        </Meta>
      }
    >
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
    </Card>
  );
}
