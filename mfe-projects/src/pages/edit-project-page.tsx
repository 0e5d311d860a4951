import { paths } from '@stackfolio/contract';
import { Link, useNavigate, useParams } from '@stackfolio/shared-ui/router';
import { DeleteProjectButton } from '@stackfolio/shared-ui/dialog';
import styled from 'styled-components';
import {
  ApiError,
  Card,
  CardTitle,
  EmptyState,
  ErrorState,
  Page,
  PageTitle,
  Spinner,
  useDocumentMeta,
  useSignInRequired,
} from '@stackfolio/shared-ui';
import { PageColumn } from '../components/page-column';
import { MESSAGES } from '../constants';
import { isProjectId } from '../features/projects/api/get-project';
import { useEditableProject } from '../features/edit-project/api/get-editable-project';
import { EditProjectForm } from '../features/edit-project/components/edit-project-form';

const Column = styled(PageColumn)`
  > a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  h1 {
    margin: 0;
  }
`;

const Loading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)};
`;

function LoadingProject() {
  return (
    <Loading role="status">
      <Spinner />
      <p>{MESSAGES.loadingProject}</p>
    </Loading>
  );
}

function EditProjectContent({ projectId }: { projectId: number }) {
  const auth = useSignInRequired();
  const project = useEditableProject(auth.isAuthenticated ? projectId : null);
  const navigate = useNavigate();
  if (auth.isLoading || !auth.isAuthenticated || project.isLoading) return <LoadingProject />;
  if (project.isError) {
    return project.error instanceof ApiError && project.error.status === 404 ? (
      <EmptyState title={MESSAGES.projectNotFound} />
    ) : (
      <ErrorState
        title="Failed to load project"
        retryLabel="Try Again"
        onRetry={() => void project.refetch()}
      />
    );
  }
  const data = project.data!;
  if (data.userId !== auth.user?.id && !auth.isAdmin)
    return <ErrorState title={MESSAGES.noEditPermission} />;
  return (
    <>
      <EditProjectForm key={data.id} project={data} />
      <Card aria-labelledby="danger-title">
        <CardTitle id="danger-title">Danger Zone</CardTitle>
        <p>Deleting a project removes its files, images, write-up, likes and comments for good.</p>
        <DeleteProjectButton
          projectId={data.id}
          title={data.title}
          onDeleted={() => navigate(paths.home())}
        />
      </Card>
    </>
  );
}

/** /projects/{id}/edit (docs/product.md §2): owner or admin; invalid id, loading, missing and denied states. */
export function EditProjectPage() {
  const { id } = useParams();
  useDocumentMeta('Edit Project');
  return (
    <Page>
      <Column $maxWidth={820} $gap={5}>
        <Link to={paths.browseProjects()}>← Back to projects</Link>
        <PageTitle>Edit Project</PageTitle>
        {isProjectId(id) ? (
          <EditProjectContent projectId={Number(id)} />
        ) : (
          <EmptyState title={MESSAGES.invalidProjectId} />
        )}
      </Column>
    </Page>
  );
}
