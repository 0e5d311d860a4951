import { useState } from 'react';
import { Link } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import {
  ResponsiveImage,
  ApiError,
  ButtonLink,
  ErrorState,
  Skeleton,
  SignInPrompt,
  TagLinks,
  formatMegabytes,
  useDocumentMeta,
  type Project,
} from '@stackfolio/shared-ui';
import { Dialog } from '@stackfolio/shared-ui/dialog';
import { MESSAGES } from '../../../constants';
import { ProjectActions, useProject } from '../../projects';
import { CommentsSection } from './comments-section';
import { LikeButton } from './like-button';
import { projectMeta } from '../project-meta';
import { useTrackView } from '../use-track-view';
import { useProjectViewer } from '../use-project-viewer';
import { ProjectStats } from './project-stats';
import { paths } from '@stackfolio/contract';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Image = styled(ResponsiveImage)`
  width: 100%;
  height: 320px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

function DetailBody({ project }: { project: Project }) {
  // Inside the dialog, so it wins over the page's meta while open and gives way when closed.
  const meta = projectMeta(project);
  useDocumentMeta(meta.title, meta.description);
  const { isAuthenticated, canEdit, askToSignIn, promptReason } = useProjectViewer(project);
  const [imageBroken, setImageBroken] = useState(false);
  return (
    <Body>
      {project.imageUrl && !imageBroken && (
        <Image
          image={project.image}
          fallbackSrc={project.imageUrl}
          alt={`Preview of ${project.title}`}
          sizes="(max-width: 760px) 100vw, 720px"
          priority
          onError={() => setImageBroken(true)}
        />
      )}
      {project.description && <p>{project.description}</p>}
      <TagLinks tags={project.tags ?? []} />
      <ProjectStats
        items={[
          ['Size', project.fileSize ? formatMegabytes(project.fileSize) : null],
          ['Views', project.viewCount ?? 0],
          ['Downloads', project.downloadCount ?? 0],
        ]}
      />
      <Row>
        <ProjectActions project={project} />
        <LikeButton
          projectId={project.id}
          signedIn={isAuthenticated}
          fallbackCount={project.likeCount ?? 0}
          onSignInRequired={askToSignIn('like')}
        />
        {project.path && (
          <ButtonLink as={Link} to={project.path} $variant="ghost">
            Open project page
          </ButtonLink>
        )}
        {canEdit && (
          <ButtonLink as={Link} to={paths.editProject(project.id)} $variant="ghost">
            Edit Project
          </ButtonLink>
        )}
      </Row>
      {promptReason && <SignInPrompt reason={promptReason} />}
      <CommentsSection
        projectId={project.id}
        projectOwnerId={project.userId}
        signedIn={isAuthenticated}
        onSignInRequired={askToSignIn('comment')}
      />
    </Body>
  );
}

/** The project detail dialog (docs/product.md §2), opened from a card title or a `?project={id}` link. */
export function ProjectDetailDialog({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const project = useProject(projectId);
  useTrackView(project.data);
  const notFound = project.error instanceof ApiError && project.error.status === 404;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={project.data?.title ?? 'Project details'}
      width="720px"
    >
      {project.isLoading && <Skeleton $height="240px" role="status" aria-label="Loading project" />}
      {project.isError &&
        (notFound ? (
          <ErrorState title={MESSAGES.projectNotFound} />
        ) : (
          <ErrorState
            title="Failed to load project"
            onRetry={() => void project.refetch()}
            retryLabel="Try Again"
          />
        ))}
      {project.data && <DetailBody project={project.data} />}
    </Dialog>
  );
}
