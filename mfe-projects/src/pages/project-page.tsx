import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@stackfolio/shared-ui/router';
import styled from 'styled-components';
import { MODERATION_MESSAGES, paths } from '@stackfolio/contract';
import {
  ApiError,
  ButtonLink,
  ErrorState,
  Page,
  PageTitle,
  SignInPrompt,
  Skeleton,
  TagLinks,
  useDocumentMeta,
  type ProjectDetail,
} from '@stackfolio/shared-ui';
import { MESSAGES } from '../constants';
import { ProjectActions } from '../features/projects';
import { CommentsSection } from '../features/project-detail/components/comments-section';
import { LikeButton } from '../features/project-detail/components/like-button';
import { projectMeta } from '../features/project-detail/project-meta';
import { useTrackView } from '../features/project-detail/use-track-view';
import { useProjectViewer } from '../features/project-detail/use-project-viewer';
import { ProjectStats } from '../features/project-detail/components/project-stats';
import { ReportButton } from '../features/project-detail/components/report-button';
import {
  projectAddressOf,
  useProjectPage,
  useWriteupHtml,
  WRITEUP_ID,
  type ProjectAddress,
} from '../features/project-page/api/get-project-page';
import { ProjectByline } from '../features/project-page/components/project-byline';
import { ProjectFiles } from '../features/project-page/components/project-files';
import { ProjectGallery } from '../features/project-page/components/project-gallery';
import { RichText } from '../components/rich-text';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 960px;
  margin: 0 auto;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Summary = styled.p`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Only its owner and admins ever see a hidden project; this says why it is hidden. */
const Hidden = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A write-up the server could not make into HTML is shown as the text it is. */
const Source = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function ProjectArticle({ project, address }: { project: ProjectDetail; address: ProjectAddress }) {
  const meta = projectMeta(project);
  const writeupHtml = useWriteupHtml(address, project.writeupHtml);
  useDocumentMeta(meta.title, meta.description);
  useTrackView(project);
  const { isAuthenticated, canEdit, isOwner, askToSignIn, promptReason } =
    useProjectViewer(project);
  return (
    <Article>
      <Header>
        <PageTitle>{project.title}</PageTitle>
        {project.hiddenByModerators !== undefined && (
          <Hidden role="status">
            <strong>{MODERATION_MESSAGES.hiddenByModerators}</strong>
            {project.hiddenByModerators && `: ${project.hiddenByModerators}`}
          </Hidden>
        )}
        <ProjectByline project={project} />
        {project.description && <Summary>{project.description}</Summary>}
        <TagLinks tags={project.tags} />
        <ProjectStats
          items={[
            ['Views', project.viewCount],
            ['Downloads', project.downloadCount],
            ['Likes', project.likeCount],
          ]}
        />
        <Row>
          <ProjectActions project={project} />
          <LikeButton
            projectId={project.id}
            signedIn={isAuthenticated}
            fallbackCount={project.likeCount}
            onSignInRequired={askToSignIn('like')}
          />
          {canEdit && (
            <ButtonLink as={Link} to={paths.editProject(project.id)} $variant="ghost">
              Edit Project
            </ButtonLink>
          )}
          {isAuthenticated && !isOwner && (
            <ReportButton type="project" id={project.id} what="this project" />
          )}
        </Row>
        {promptReason && <SignInPrompt reason={promptReason} />}
      </Header>
      <ProjectGallery images={project.images} title={project.title} />
      {project.writeup && (
        <section aria-labelledby="project-writeup">
          <h2 id="project-writeup">About this project</h2>
          {writeupHtml ? (
            <RichText id={WRITEUP_ID} html={writeupHtml} />
          ) : (
            <Source>{project.writeup}</Source>
          )}
        </section>
      )}
      <ProjectFiles project={project} files={project.files} />
      <CommentsSection
        headingLevel={2}
        projectId={project.id}
        projectOwnerId={project.userId}
        signedIn={isAuthenticated}
        onSignInRequired={askToSignIn('comment')}
      />
    </Article>
  );
}

/**
 * `/@{handle}/{slug}`: a project's own page, rendered on the server for visitors. An old address
 * (a renamed project or person) is replaced by the current one, as the server's 301 does.
 */
export function ProjectPage() {
  const address = projectAddressOf(useParams());
  const project = useProjectPage(address);
  const navigate = useNavigate();
  const location = useLocation();
  const current = project.data?.path;
  useEffect(() => {
    if (current && current !== location.pathname)
      navigate(`${current}${location.search}${location.hash}`, { replace: true });
  }, [current, location, navigate]);
  const notFound =
    address === null || (project.error instanceof ApiError && project.error.status === 404);
  if (notFound) {
    return (
      <Page>
        <ErrorState title={MESSAGES.projectNotFound} />
      </Page>
    );
  }
  return (
    <Page>
      {project.isLoading && <Skeleton $height="320px" role="status" aria-label="Loading project" />}
      {project.isError && (
        <ErrorState
          title="Failed to load project"
          onRetry={() => void project.refetch()}
          retryLabel="Try Again"
        />
      )}
      {project.data && <ProjectArticle project={project.data} address={address} />}
    </Page>
  );
}
